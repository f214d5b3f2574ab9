// GET site/users/broadcasters|speakers|series|sermons: what the user follows, newest follow first, presented as
// the public lists present them, each with followed: true. Follows of targets that no longer exist (or of
// sermons no longer published) drop out.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { USER_LIST_PAGE_SIZE, type FollowTargetType } from '@sermon/shared-contracts/constants/accounts';
import type { Broadcaster } from '@sermon/shared-contracts/entities/broadcaster';
import type { NodeList } from '@sermon/shared-contracts/entities/node-list';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import type { SermonSeries } from '@sermon/shared-contracts/entities/sermon-series';
import type { Speaker } from '@sermon/shared-contracts/entities/speaker';
import type { Db } from '../../db/client';
import { broadcasters, follows, series, sermons, speakers } from '../../db/schema';
import { nodeList } from '../../http/node-list';
import type { UrlBuilder } from '../../http/public-url';
import { presentBroadcaster, presentLiteBroadcaster } from '../broadcasters/present-broadcaster';
import { broadcasterSermonCounts } from '../broadcasters/repo';
import { markFollowed } from '../follows/followed-flags';
import { presentSeries } from '../series/present-series';
import { seriesStats } from '../series/repo';
import { presentSermonsByIds } from '../sermons/service';
import { nowSeconds, publishedAt } from '../sermons/visibility';
import { presentSpeaker } from '../speakers/present-speaker';
import { speakerStats } from '../speakers/repo';

export interface ListRequest {
  userId: number;
  page: number;
  pageSize: number;
  url: UrlBuilder;
  nextLink: (page: number, pageSize: number, total: number) => string | null;
}

export function pagingOf(query: { page?: number; pageSize?: number }): { page: number; pageSize: number } {
  return { page: query.page ?? 1, pageSize: query.pageSize ?? USER_LIST_PAGE_SIZE };
}

function followsOf(userId: number, type: FollowTargetType): SQL {
  return and(eq(follows.userId, userId), eq(follows.targetType, type))!;
}

/** Numeric target ids (speakers, series) as integers; anything else matches nothing instead of failing the cast. */
const numericTarget = sql<number | null>`case when ${follows.targetId} ~ '^[0-9]{1,9}$' then ${follows.targetId}::int end`;

const newestFollowFirst = [desc(follows.createdAt), desc(follows.targetId)];

async function total(query: Promise<Array<{ n: number }>>): Promise<number> {
  return (await query)[0]?.n ?? 0;
}

const countAll = { n: sql<number>`count(*)::int` };

/** The viewer follows every item of these lists; nested objects (a series' broadcaster) get their own flags. */
async function flagged<T>(db: Db, userId: number, list: NodeList<T>): Promise<NodeList<T>> {
  return markFollowed({ db }, userId, list);
}

export async function followedBroadcasters(db: Db, r: ListRequest): Promise<NodeList<Broadcaster>> {
  const where = followsOf(r.userId, 'broadcaster');
  const join = eq(broadcasters.id, follows.targetId);
  const rows = await db
    .select({ broadcaster: broadcasters })
    .from(follows)
    .innerJoin(broadcasters, join)
    .where(where)
    .orderBy(...newestFollowFirst)
    .limit(r.pageSize)
    .offset((r.page - 1) * r.pageSize);
  const count = await total(db.select(countAll).from(follows).innerJoin(broadcasters, join).where(where));
  const counts = await broadcasterSermonCounts(db, rows.map((row) => row.broadcaster.id), nowSeconds());
  const results = rows.map((row) => presentBroadcaster(row.broadcaster, counts.get(row.broadcaster.id) ?? 0, r.url));
  return flagged(db, r.userId, nodeList('broadcasters_list', 'Broadcasters', results, count, r.nextLink(r.page, r.pageSize, count)));
}

export async function followedSpeakers(db: Db, r: ListRequest): Promise<NodeList<Speaker>> {
  const where = followsOf(r.userId, 'speaker');
  const join = eq(speakers.id, numericTarget);
  const rows = await db
    .select({ speaker: speakers })
    .from(follows)
    .innerJoin(speakers, join)
    .where(where)
    .orderBy(...newestFollowFirst)
    .limit(r.pageSize)
    .offset((r.page - 1) * r.pageSize);
  const count = await total(db.select(countAll).from(follows).innerJoin(speakers, join).where(where));
  const stats = await speakerStats(db, rows.map((row) => row.speaker.id), nowSeconds());
  const results = rows.map((row) => presentSpeaker(row.speaker, stats.get(row.speaker.id), r.url));
  return flagged(db, r.userId, nodeList('speakers_list', 'Speakers', results, count, r.nextLink(r.page, r.pageSize, count)));
}

export async function followedSeries(db: Db, r: ListRequest): Promise<NodeList<SermonSeries>> {
  const where = followsOf(r.userId, 'series');
  const join = eq(series.id, numericTarget);
  const rows = await db
    .select({ series, broadcaster: broadcasters })
    .from(follows)
    .innerJoin(series, join)
    .innerJoin(broadcasters, eq(broadcasters.id, series.broadcasterId))
    .where(where)
    .orderBy(...newestFollowFirst)
    .limit(r.pageSize)
    .offset((r.page - 1) * r.pageSize);
  const count = await total(db.select(countAll).from(follows).innerJoin(series, join).where(where));
  const stats = await seriesStats(db, rows.map((row) => row.series.id), nowSeconds());
  const results = rows.map((row) =>
    presentSeries(row.series, stats.get(row.series.id), presentLiteBroadcaster(row.broadcaster, r.url), r.url),
  );
  return flagged(db, r.userId, nodeList('series_list', 'Series', results, count, r.nextLink(r.page, r.pageSize, count)));
}

/** Favourite sermons (published ones), newest favourite first. */
export async function followedSermons(db: Db, r: ListRequest): Promise<NodeList<Sermon>> {
  const where = and(followsOf(r.userId, 'sermon'), publishedAt(nowSeconds()));
  const join = eq(sermons.id, follows.targetId);
  const rows = await db
    .select({ id: sermons.id })
    .from(follows)
    .innerJoin(sermons, join)
    .where(where)
    .orderBy(...newestFollowFirst)
    .limit(r.pageSize)
    .offset((r.page - 1) * r.pageSize);
  const count = await total(db.select(countAll).from(follows).innerJoin(sermons, join).where(where));
  const presented = await presentSermonsByIds(db, rows.map((row) => row.id), { lite: false, liteBroadcaster: true }, r.url);
  const results = rows.flatMap((row) => presented.get(row.id) ?? []);
  return flagged(db, r.userId, nodeList('sermons_list', 'Sermons', results, count, r.nextLink(r.page, r.pageSize, count)));
}
