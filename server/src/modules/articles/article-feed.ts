// The articles tab of a user's feed (/feed/articles): published articles of the broadcasters the user follows.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FeedItem } from '@sermon/shared-contracts/entities/user';
import type { Db } from '../../db/client';
import { articles, broadcasters, follows } from '../../db/schema';
import type { UrlBuilder } from '../../http/public-url';
import { presentArticle } from './present-article';

export async function articleFeed(
  db: Db,
  r: { userId: number; page: number; pageSize: number; url: UrlBuilder },
): Promise<{ items: FeedItem[]; total: number }> {
  const followed = and(eq(follows.userId, r.userId), eq(follows.targetType, 'broadcaster'), eq(follows.targetId, articles.broadcasterId));
  const where = sql`${articles.draft} = false and exists (select 1 from ${follows} where ${followed})`;
  const rows = await db
    .select({ article: articles, broadcasterName: broadcasters.displayName })
    .from(articles)
    .innerJoin(broadcasters, eq(broadcasters.id, articles.broadcasterId))
    .where(where)
    .orderBy(desc(articles.articleDate), desc(articles.id))
    .limit(r.pageSize)
    .offset((r.page - 1) * r.pageSize);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(articles).where(where);
  return {
    items: rows.map((row) => ({
      type: 'article',
      id: String(row.article.id),
      timestamp: row.article.updatedAt,
      article: presentArticle(row.article, row.broadcasterName, r.url),
    })),
    total: total?.n ?? 0,
  };
}
