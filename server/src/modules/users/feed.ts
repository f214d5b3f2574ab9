// GET site/users/feeds?type=: what is new from everything the user follows. Sermons come from followed
// broadcasters, speakers and series, newest published first; articles and notices come from followed broadcasters
// (issue 5); webcasts arrive with a later issue and are an empty list until then.
import { sql } from 'drizzle-orm';
import type { FeedType } from '@sermon/shared-contracts/api/get-feed';
import type { NodeList } from '@sermon/shared-contracts/entities/node-list';
import type { FeedItem } from '@sermon/shared-contracts/entities/user';
import type { Db } from '../../db/client';
import { follows, sermons } from '../../db/schema';
import { nodeList } from '../../http/node-list';
import { markFollowed } from '../follows/followed-flags';
import { noticeFeed } from '../notices/notice-feed';
import { articleFeed } from '../articles/article-feed';
import { presentSermonsByIds } from '../sermons/service';
import { nowSeconds, publishedAt } from '../sermons/visibility';
import type { ListRequest } from './followed-lists';

const FEED_NAMES: Record<FeedType, [nodeType: string, displayName: string]> = {
  sermons: ['feed_sermons', 'Sermons'],
  articles: ['feed_articles', 'Articles'],
  notices: ['feed_notices', 'Notices'],
  webcasts: ['feed_webcasts', 'Webcasts'],
};

/**
 * Ids of the published sermons of followed broadcasters, speakers and series. Each branch walks its own index
 * (sermons by broadcaster, speaker, series), which stays fast where one OR over the whole table would not.
 */
function followedSermonIds(userId: number) {
  const numericTarget = sql`case when ${follows.targetId} ~ '^[0-9]{1,9}$' then ${follows.targetId}::int end`;
  return sql`
    select ${sermons.id} as id from ${follows} join ${sermons} on ${sermons.broadcasterId} = ${follows.targetId}
      where ${follows.userId} = ${userId} and ${follows.targetType} = 'broadcaster'
    union
    select ${sermons.id} from ${follows} join ${sermons} on ${sermons.speakerId} = ${numericTarget}
      where ${follows.userId} = ${userId} and ${follows.targetType} = 'speaker'
    union
    select ${sermons.id} from ${follows} join ${sermons} on ${sermons.seriesId} = ${numericTarget}
      where ${follows.userId} = ${userId} and ${follows.targetType} = 'series'`;
}

async function sermonFeed(db: Db, r: ListRequest): Promise<{ items: FeedItem[]; total: number }> {
  const now = nowSeconds();
  const mine = followedSermonIds(r.userId);
  const page = await db.execute<{ id: string; published: number }>(sql`
    select ${sermons.id} as id, ${sermons.publishTimestamp}::float8 as published
    from ${sermons} join (${mine}) as mine on mine.id = ${sermons.id}
    where ${publishedAt(now)}
    order by ${sermons.publishTimestamp} desc, ${sermons.id} desc
    limit ${r.pageSize} offset ${(r.page - 1) * r.pageSize}`);
  const counted = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from ${sermons} join (${mine}) as mine on mine.id = ${sermons.id} where ${publishedAt(now)}`);
  const presented = await presentSermonsByIds(db, page.rows.map((row) => row.id), { lite: false, liteBroadcaster: true }, r.url);
  const items = page.rows.flatMap((row): FeedItem[] => {
    const sermon = presented.get(row.id);
    return sermon ? [{ type: 'sermon', id: row.id, timestamp: Number(row.published), sermon }] : [];
  });
  return { items, total: counted.rows[0]?.n ?? 0 };
}

export async function userFeed(db: Db, type: FeedType, r: ListRequest): Promise<NodeList<FeedItem>> {
  const [nodeType, displayName] = FEED_NAMES[type];
  if (type === 'articles') {
    const found = await articleFeed(db, r);
    return nodeList(nodeType, displayName, found.items, found.total, r.nextLink(r.page, r.pageSize, found.total));
  }
  if (type === 'notices') {
    const notices = await noticeFeed(db, r);
    return nodeList(nodeType, displayName, notices.items, notices.total, r.nextLink(r.page, r.pageSize, notices.total));
  }
  if (type !== 'sermons') return nodeList(nodeType, displayName, [], 0, null);
  const { items, total } = await sermonFeed(db, r);
  return markFollowed({ db }, r.userId, nodeList(nodeType, displayName, items, total, r.nextLink(r.page, r.pageSize, total)));
}
