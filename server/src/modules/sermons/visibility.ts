// Which sermons the public sees (published ones: publishTimestamp set and not in the future), and who else sees the rest.
import { inArray, sql, type SQL } from 'drizzle-orm';
import { broadcasterRolesOf, broadcastersOf, isSiteAdmin, type RoleHolder } from '@sermon/shared-contracts/rules/roles';
import { sermons } from '../../db/schema';

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export function publishedAt(now: number): SQL {
  return sql`(${sermons.publishTimestamp} is not null and ${sermons.publishTimestamp} <= ${now})`;
}

export interface PublishStates {
  published: boolean;
  scheduled: boolean;
  drafts: boolean;
}

/**
 * The broadcasters whose drafts and scheduled sermons a viewer may see: every one for a site admin, else those the
 * viewer holds any role for (Admin, Uploader or Biller); none for anonymous callers and listeners.
 */
export type UnpublishedScope = 'all' | readonly string[];

export function unpublishedScopeOf(viewer: RoleHolder | null): UnpublishedScope {
  if (isSiteAdmin(viewer)) return 'all';
  return broadcastersOf(viewer);
}

/**
 * Draft = no timestamp, scheduled = future, published = past or now (spec doc 1 §4). With a scope, drafts and
 * scheduled sermons of other broadcasters are left out whatever `states` asks for, so a list can never leak them.
 */
export function inPublishStates(states: PublishStates, now: number, scope: UnpublishedScope = 'all'): SQL {
  const unpublished: SQL[] = [];
  if (states.scheduled) unpublished.push(sql`${sermons.publishTimestamp} > ${now}`);
  if (states.drafts) unpublished.push(sql`${sermons.publishTimestamp} is null`);
  const parts: SQL[] = [];
  if (states.published) parts.push(publishedAt(now));
  if (unpublished.length > 0 && (scope === 'all' || scope.length > 0)) {
    const either = sql`(${sql.join(unpublished, sql` or `)})`;
    parts.push(scope === 'all' ? either : sql`(${either} and ${inArray(sermons.broadcasterId, [...scope])})`);
  }
  if (parts.length === 0) return sql`false`;
  return sql`(${sql.join(parts, sql` or `)})`;
}

export function isPublished(publishTimestamp: number | null, now: number): boolean {
  return publishTimestamp !== null && publishTimestamp <= now;
}

/** The single-sermon form of `unpublishedScopeOf`: any role for the sermon's broadcaster, or site admin. */
export function mayViewUnpublished(viewer: RoleHolder | null, broadcasterId: string): boolean {
  return broadcasterRolesOf(viewer, broadcasterId).length > 0;
}

/**
 * Drafts and scheduled sermons are shown only to the broadcaster's staff (any role) and site admins, and only when
 * they ask for them (allowUnpublished); to anyone else they do not exist. Lists follow the same rule
 * (`unpublishedScopeOf`), so what the dashboard lists it can also open.
 */
export function visibleTo(
  viewer: RoleHolder | null,
  sermon: { broadcasterId: string; publishTimestamp: number | null },
  allowUnpublished: boolean,
  now: number,
): boolean {
  if (isPublished(sermon.publishTimestamp, now)) return true;
  return allowUnpublished && mayViewUnpublished(viewer, sermon.broadcasterId);
}
