// Series queries: one series, paged lists (per broadcaster and the directory), and per-series stats.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SeriesSortBy } from '@sermon/shared-contracts/entities/sermon-series';
import type { DiscoverSeriesSortBy } from '@sermon/shared-contracts/constants/series-sort';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { broadcasters, series, sermons } from '../../db/schema';
import type { BroadcasterRow } from '../broadcasters/present-broadcaster';
import { publishedAt } from '../sermons/visibility';
import type { SeriesRow, SeriesStats } from './present-series';

function statsColumns() {
  return {
    count: sql<number>`count(*)::int`.as('stat_count'),
    earliest: sql<string | null>`min(${sermons.preachDate})::text`.as('stat_earliest'),
    latest: sql<string | null>`max(${sermons.preachDate})::text`.as('stat_latest'),
    pickDate: sql<string | null>`max(${sermons.pickDate})::text`.as('stat_pick_date'),
    languageCode: sql<string | null>`mode() within group (order by ${sermons.languageCode})`.as('stat_language_code'),
    newestCreated: sql<number | null>`max(${sermons.createdAt})`.as('stat_newest_created'),
  };
}

export async function seriesStats(db: Db, ids: number[], now: number): Promise<Map<number, SeriesStats>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: sermons.seriesId, ...statsColumns() })
    .from(sermons)
    .where(and(inArray(sermons.seriesId, unique), publishedAt(now)))
    .groupBy(sermons.seriesId);
  return new Map(rows.map((r) => [r.id!, r]));
}

export async function findSeries(
  db: Db,
  idOrTitle: string,
  broadcasterID?: string,
): Promise<{ series: SeriesRow; broadcaster: BroadcasterRow } | undefined> {
  const byId = /^\d+$/.test(idOrTitle) && Number(idOrTitle) <= 2_147_483_647;
  const conditions: SQL[] = [
    byId ? eq(series.id, Number(idOrTitle)) : sql`lower(${series.title}) = lower(${idOrTitle})`,
  ];
  if (broadcasterID) conditions.push(eq(series.broadcasterId, broadcasterID));
  const [row] = await db
    .select({ series, broadcaster: broadcasters })
    .from(series)
    .innerJoin(broadcasters, eq(broadcasters.id, series.broadcasterId))
    .where(and(...conditions))
    .orderBy(series.id)
    .limit(1);
  return row;
}

export interface SeriesListFilter {
  broadcasterID?: string;
  podcastEnabled?: boolean;
  staffPick?: boolean;
  query?: string;
  /** leave out series without a published sermon (the directory does; a broadcaster's list does not) */
  nonEmptyOnly: boolean;
  sortBy: SeriesSortBy | DiscoverSeriesSortBy;
  page: number;
  pageSize: number;
  now: number;
}

export interface SeriesListItem {
  series: SeriesRow;
  broadcaster: BroadcasterRow;
  stats: SeriesStats;
}


export async function listSeries(db: Db, filter: SeriesListFilter): Promise<{ items: SeriesListItem[]; total: number }> {
  const stats = db
    .select({ seriesId: sermons.seriesId, ...statsColumns() })
    .from(sermons)
    .where(and(publishedAt(filter.now), sql`${sermons.seriesId} is not null`))
    .groupBy(sermons.seriesId)
    .as('stats');

  const conditions: SQL[] = [];
  if (filter.broadcasterID) conditions.push(eq(series.broadcasterId, filter.broadcasterID));
  if (filter.podcastEnabled !== undefined) conditions.push(eq(series.podcastEnabled, filter.podcastEnabled));
  if (filter.staffPick) conditions.push(sql`${stats.pickDate} is not null`);
  if (filter.nonEmptyOnly) conditions.push(sql`${stats.count} > 0`);
  if (filter.query) {
    const pattern = containsPattern(filter.query);
    conditions.push(
      sql`(unaccent(${series.title}) ilike unaccent(${pattern}) or unaccent(coalesce(${series.description}, '')) ilike unaccent(${pattern}))`,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;

  const order: Record<SeriesSortBy | DiscoverSeriesSortBy, SQL[]> = {
    last_updated: [sql`${series.updatedAt} desc`],
    newest_sermon_create_date: [sql`${stats.newestCreated} desc nulls last`],
    title: [sql`lower(${series.title}) asc`],
    sermon_count_highest: [sql`coalesce(${stats.count}, 0) desc`],
    sermon_count_lowest: [sql`coalesce(${stats.count}, 0) asc`],
    recent: [sql`${stats.latest} desc nulls last`],
    'sermon-count': [sql`coalesce(${stats.count}, 0) desc`],
    newest: [sql`${series.createdAt} desc`],
  };

  const rows = await db
    .select({
      series,
      broadcaster: broadcasters,
      count: stats.count,
      earliest: stats.earliest,
      latest: stats.latest,
      pickDate: stats.pickDate,
      languageCode: stats.languageCode,
    })
    .from(series)
    .innerJoin(broadcasters, eq(broadcasters.id, series.broadcasterId))
    .leftJoin(stats, eq(stats.seriesId, series.id))
    .where(where)
    .orderBy(...order[filter.sortBy], sql`${series.id} desc`)
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [totalRow] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(series)
    .leftJoin(stats, eq(stats.seriesId, series.id))
    .where(where);
  return {
    items: rows.map((r) => ({
      series: r.series,
      broadcaster: r.broadcaster,
      stats: {
        count: r.count ?? 0,
        earliest: r.earliest ?? null,
        latest: r.latest ?? null,
        pickDate: r.pickDate ?? null,
        languageCode: r.languageCode ?? null,
      },
    })),
    total: totalRow?.total ?? 0,
  };
}
