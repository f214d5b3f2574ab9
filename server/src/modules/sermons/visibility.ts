// Which sermons the public sees (published ones: publishTimestamp set and not in the future), and who else sees the rest.
import { sql, type SQL } from 'drizzle-orm';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { canActForBroadcaster, type RoleHolder } from '@sermon/shared-contracts/rules/roles';
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

/** Draft = no timestamp, scheduled = future, published = past or now (spec doc 1 §4). */
export function inPublishStates(states: PublishStates, now: number): SQL {
  const parts: SQL[] = [];
  if (states.published) parts.push(publishedAt(now));
  if (states.scheduled) parts.push(sql`${sermons.publishTimestamp} > ${now}`);
  if (states.drafts) parts.push(sql`${sermons.publishTimestamp} is null`);
  if (parts.length === 0) return sql`false`;
  return sql`(${sql.join(parts, sql` or `)})`;
}

export function isPublished(publishTimestamp: number | null, now: number): boolean {
  return publishTimestamp !== null && publishTimestamp <= now;
}

/**
 * Drafts and scheduled sermons are shown only to the broadcaster's staff (uploader or admin) and site admins, and
 * only when they ask for them (allowUnpublished); to anyone else they do not exist.
 */
export function visibleTo(
  viewer: RoleHolder | null,
  sermon: { broadcasterId: string; publishTimestamp: number | null },
  allowUnpublished: boolean,
  now: number,
): boolean {
  if (isPublished(sermon.publishTimestamp, now)) return true;
  return allowUnpublished && canActForBroadcaster(viewer, sermon.broadcasterId, BROADCASTER_ROLES.Uploader);
}
