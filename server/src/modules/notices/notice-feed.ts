// The notices tab of a user's feed (/feed/notices): notices of the broadcasters the user follows, newest first.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FeedItem } from '@sermon/shared-contracts/entities/user';
import type { Db } from '../../db/client';
import { broadcasterNotices, broadcasters, follows } from '../../db/schema';
import { presentNotice } from './routes';

export async function noticeFeed(db: Db, r: { userId: number; page: number; pageSize: number }): Promise<{ items: FeedItem[]; total: number }> {
  const followed = and(
    eq(follows.userId, r.userId),
    eq(follows.targetType, 'broadcaster'),
    eq(follows.targetId, broadcasterNotices.broadcasterId),
  );
  const where = sql`exists (select 1 from ${follows} where ${followed})`;
  const rows = await db
    .select({ notice: broadcasterNotices, broadcasterName: broadcasters.displayName })
    .from(broadcasterNotices)
    .innerJoin(broadcasters, eq(broadcasters.id, broadcasterNotices.broadcasterId))
    .where(where)
    .orderBy(desc(broadcasterNotices.createdAt), desc(broadcasterNotices.id))
    .limit(r.pageSize)
    .offset((r.page - 1) * r.pageSize);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(broadcasterNotices).where(where);
  return {
    items: rows.map((row) => ({
      type: 'broadcaster_notice',
      id: String(row.notice.id),
      timestamp: row.notice.createdAt,
      notice: presentNotice(row.notice, row.broadcasterName),
    })),
    total: total?.n ?? 0,
  };
}
