// Speaker queries: one speaker, the paged directory, and per-speaker sermon counts.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SpeakerGroup } from '@sermon/shared-contracts/entities/speaker';
import type { SpeakerSortBy } from '@sermon/shared-contracts/constants/speaker-groups';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { sermons, speakers } from '../../db/schema';
import { inPublishStates, publishedAt } from '../sermons/visibility';
import type { SpeakerRow, SpeakerStats } from './present-speaker';

export async function findSpeaker(db: Db, idOrName: string): Promise<SpeakerRow | undefined> {
  const byId = /^\d+$/.test(idOrName) && Number(idOrName) <= 2_147_483_647;
  const [row] = await db
    .select()
    .from(speakers)
    .where(byId ? eq(speakers.id, Number(idOrName)) : sql`lower(${speakers.displayName}) = lower(${idOrName})`)
    .limit(1);
  return row;
}

export async function speakerStats(db: Db, ids: number[], now: number): Promise<Map<number, SpeakerStats>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: sermons.speakerId,
      sermonCount: sql<number>`count(*)::int`,
      mostRecentPreachDate: sql<string | null>`max(${sermons.preachDate})::text`,
    })
    .from(sermons)
    .where(and(inArray(sermons.speakerId, unique), publishedAt(now)))
    .groupBy(sermons.speakerId);
  return new Map(rows.map((r) => [r.id, { sermonCount: r.sermonCount, mostRecentPreachDate: r.mostRecentPreachDate }]));
}

export interface SpeakerListFilter {
  broadcasterID?: string;
  query?: string;
  group?: SpeakerGroup;
  letter?: string;
  /** count drafts and scheduled sermons too; the route sets it only for callers allowed to see them */
  includeUnpublished: boolean;
  sortBy: SpeakerSortBy;
  page: number;
  pageSize: number;
  now: number;
}

export interface SpeakerListItem {
  speaker: SpeakerRow;
  stats: SpeakerStats;
}


export async function listSpeakers(db: Db, filter: SpeakerListFilter): Promise<{ items: SpeakerListItem[]; total: number }> {
  const visible = inPublishStates(
    { published: true, scheduled: filter.includeUnpublished, drafts: filter.includeUnpublished },
    filter.now,
  );
  const countsWhere = filter.broadcasterID
    ? and(visible, eq(sermons.broadcasterId, filter.broadcasterID))
    : visible;
  const counts = db
    .select({
      speakerId: sermons.speakerId,
      sermonCount: sql<number>`count(*)::int`.as('sermon_count'),
      latest: sql<string | null>`max(${sermons.preachDate})::text`.as('latest'),
    })
    .from(sermons)
    .where(countsWhere)
    .groupBy(sermons.speakerId)
    .as('counts');

  const conditions: SQL[] = [];
  if (filter.broadcasterID) conditions.push(sql`${counts.sermonCount} > 0`);
  if (filter.query) {
    const pattern = containsPattern(filter.query);
    conditions.push(
      sql`(unaccent(${speakers.displayName}) ilike unaccent(${pattern}) or unaccent(${speakers.sortName}) ilike unaccent(${pattern}))`,
    );
  }
  if (filter.group) conditions.push(sql`${filter.group} = any(${speakers.groups})`);
  if (filter.letter) conditions.push(sql`upper(left(unaccent(${speakers.sortName}), 1)) = ${filter.letter.toUpperCase()}`);
  const where = conditions.length ? and(...conditions) : undefined;

  const order: SQL[] =
    filter.sortBy === 'sermon-count'
      ? [sql`coalesce(${counts.sermonCount}, 0) desc`, sql`${speakers.sortName} asc`]
      : filter.sortBy === 'newest'
        ? [sql`${counts.latest} desc nulls last`, sql`${speakers.sortName} asc`]
        : [sql`lower(${speakers.sortName}) asc`];

  const rows = await db
    .select({ speaker: speakers, sermonCount: counts.sermonCount, latest: counts.latest })
    .from(speakers)
    .leftJoin(counts, eq(counts.speakerId, speakers.id))
    .where(where)
    .orderBy(...order, speakers.id)
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [totalRow] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(speakers)
    .leftJoin(counts, eq(counts.speakerId, speakers.id))
    .where(where);
  return {
    items: rows.map((r) => ({
      speaker: r.speaker,
      stats: { sermonCount: r.sermonCount ?? 0, mostRecentPreachDate: r.latest ?? null },
    })),
    total: totalRow?.total ?? 0,
  };
}
