// Broadcaster queries: one broadcaster, the paged directory, and per-broadcaster sermon counts.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { BROADCASTER_CATEGORY, type BroadcasterCategory } from '@sermon/shared-contracts/entities/broadcaster';
import type { BroadcasterRegion, BroadcasterSortBy } from '@sermon/shared-contracts/constants/broadcaster-lists';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { broadcasters, series, sermons } from '../../db/schema';
import { publishedAt } from '../sermons/visibility';
import type { BroadcasterRow } from './present-broadcaster';

export async function findBroadcaster(db: Db, id: string): Promise<BroadcasterRow | undefined> {
  const [row] = await db.select().from(broadcasters).where(eq(broadcasters.id, id)).limit(1);
  return row;
}

export async function broadcasterSermonCounts(db: Db, ids: string[], now: number): Promise<Map<string, number>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: sermons.broadcasterId, count: sql<number>`count(*)::int` })
    .from(sermons)
    .where(and(inArray(sermons.broadcasterId, unique), publishedAt(now)))
    .groupBy(sermons.broadcasterId);
  return new Map(rows.map((r) => [r.id, r.count]));
}

export interface BroadcasterListFilter {
  category?: BroadcasterCategory;
  region?: BroadcasterRegion;
  country?: string;
  state?: string;
  group?: string;
  vacantPulpit?: boolean;
  featured?: boolean;
  podcast?: boolean;
  letter?: string;
  query?: string;
  sortBy: BroadcasterSortBy;
  page: number;
  pageSize: number;
  now: number;
}


export async function listBroadcasters(
  db: Db,
  filter: BroadcasterListFilter,
): Promise<{ items: { broadcaster: BroadcasterRow; numberOfSermons: number }[]; total: number }> {
  const counts = db
    .select({ broadcasterId: sermons.broadcasterId, sermonCount: sql<number>`count(*)::int`.as('sermon_count') })
    .from(sermons)
    .where(publishedAt(filter.now))
    .groupBy(sermons.broadcasterId)
    .as('counts');

  const conditions: SQL[] = [eq(broadcasters.disabled, false)];
  if (filter.category) conditions.push(sql`(${broadcasters.categories} & ${BROADCASTER_CATEGORY[filter.category]}) <> 0`);
  if (filter.region === 'usa') conditions.push(sql`upper(${broadcasters.countryIsoCode}) = 'US'`);
  if (filter.region === 'international') conditions.push(sql`upper(coalesce(${broadcasters.countryIsoCode}, '')) <> 'US'`);
  if (filter.country) {
    conditions.push(
      sql`(upper(${broadcasters.countryIsoCode}) = upper(${filter.country}) or lower(${broadcasters.country}) = lower(${filter.country}))`,
    );
  }
  if (filter.state) conditions.push(sql`lower(${broadcasters.state}) = lower(${filter.state})`);
  if (filter.group) conditions.push(sql`${broadcasters.denomination} ilike ${containsPattern(filter.group)}`);
  if (filter.vacantPulpit !== undefined) conditions.push(eq(broadcasters.vacantPulpit, filter.vacantPulpit));
  if (filter.featured) {
    conditions.push(
      sql`exists (select 1 from ${sermons} where ${sermons.broadcasterId} = ${broadcasters.id} and ${sermons.pickDate} is not null and ${publishedAt(filter.now)})`,
    );
  }
  if (filter.podcast) {
    conditions.push(
      sql`exists (select 1 from ${series} where ${series.broadcasterId} = ${broadcasters.id} and ${series.podcastEnabled})`,
    );
  }
  if (filter.letter) conditions.push(sql`upper(left(unaccent(${broadcasters.displayName}), 1)) = ${filter.letter.toUpperCase()}`);
  if (filter.query) {
    const pattern = containsPattern(filter.query);
    conditions.push(
      sql`(unaccent(${broadcasters.displayName}) ilike unaccent(${pattern}) or unaccent(${broadcasters.location}) ilike unaccent(${pattern}) or ${broadcasters.id} ilike ${pattern})`,
    );
  }
  const where = and(...conditions);
  const order: SQL[] =
    filter.sortBy === 'newest'
      ? [sql`${broadcasters.joinedAt} desc`]
      : filter.sortBy === 'sermon-count'
        ? [sql`coalesce(${counts.sermonCount}, 0) desc`]
        : [sql`lower(${broadcasters.displayName}) asc`];

  const rows = await db
    .select({ broadcaster: broadcasters, sermonCount: counts.sermonCount })
    .from(broadcasters)
    .leftJoin(counts, eq(counts.broadcasterId, broadcasters.id))
    .where(where)
    .orderBy(...order, broadcasters.id)
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [totalRow] = await db.select({ total: sql<number>`count(*)::int` }).from(broadcasters).where(where);
  return {
    items: rows.map((r) => ({ broadcaster: r.broadcaster, numberOfSermons: r.sermonCount ?? 0 })),
    total: totalRow?.total ?? 0,
  };
}
