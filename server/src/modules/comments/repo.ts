// sermon_comments rows with their authors; sermons.comment_count changes in the same transaction as the rows.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CommentSort } from '@sermon/shared-contracts/constants/accounts';
import type { Db } from '../../db/client';
import { sermonComments, sermons, users } from '../../db/schema';
import { publishedAt } from '../sermons/visibility';

export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface CommentRow {
  id: number;
  sermonId: string;
  text: string;
  createdAt: number;
  author: { id: number; username: string; displayName: string | null; profilePictureKey: string | null };
}

const commentColumns = {
  id: sermonComments.id,
  sermonId: sermonComments.sermonId,
  text: sermonComments.text,
  createdAt: sermonComments.createdAt,
  author: {
    id: users.id,
    username: users.username,
    displayName: users.displayName,
    profilePictureKey: users.profilePictureKey,
  },
};

export async function insertComment(db: Db, userId: number, sermonId: string, text: string, now: number): Promise<CommentRow> {
  const id = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(sermonComments)
      .values({ userId, sermonId, text, createdAt: now })
      .returning({ id: sermonComments.id });
    await tx
      .update(sermons)
      .set({ commentCount: sql`${sermons.commentCount} + 1` })
      .where(eq(sermons.id, sermonId));
    return inserted!.id;
  });
  const [row] = await db.select(commentColumns).from(sermonComments).innerJoin(users, eq(users.id, sermonComments.userId)).where(eq(sermonComments.id, id));
  return row!;
}

export async function findCommentForDelete(
  db: Db,
  commentId: number,
): Promise<{ id: number; userId: number; sermonId: string; broadcasterId: string } | undefined> {
  const [row] = await db
    .select({ id: sermonComments.id, userId: sermonComments.userId, sermonId: sermonComments.sermonId, broadcasterId: sermons.broadcasterId })
    .from(sermonComments)
    .innerJoin(sermons, eq(sermons.id, sermonComments.sermonId))
    .where(eq(sermonComments.id, commentId));
  return row;
}

export async function deleteComment(db: Db, commentId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx.delete(sermonComments).where(eq(sermonComments.id, commentId)).returning({ sermonId: sermonComments.sermonId });
    if (!removed) return;
    await tx
      .update(sermons)
      .set({ commentCount: sql`greatest(${sermons.commentCount} - 1, 0)` })
      .where(eq(sermons.id, removed.sermonId));
  });
}

function orderFor(sort: CommentSort, seed: string): SQL[] {
  switch (sort) {
    case 'reverse-date':
      return [sql`${sermonComments.createdAt} asc`, sql`${sermonComments.id} asc`];
    case 'random':
      // seeded, so that page 2 continues the order of page 1
      return [sql`md5(${sermonComments.id}::text || ${seed})`, sql`${sermonComments.id} asc`];
    case 'date':
      return [sql`${sermonComments.createdAt} desc`, sql`${sermonComments.id} desc`];
  }
}

export interface CommentPage {
  rows: CommentRow[];
  total: number;
}

async function page(db: Db, where: SQL | undefined, order: SQL[], pageNumber: number, pageSize: number): Promise<CommentPage> {
  const rows = await db
    .select(commentColumns)
    .from(sermonComments)
    .innerJoin(users, eq(users.id, sermonComments.userId))
    .innerJoin(sermons, eq(sermons.id, sermonComments.sermonId))
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(sermonComments)
    .innerJoin(sermons, eq(sermons.id, sermonComments.sermonId))
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

export function commentsOfSermon(
  db: Db,
  sermonId: string,
  sort: CommentSort,
  seed: string,
  pageNumber: number,
  pageSize: number,
): Promise<CommentPage> {
  return page(db, eq(sermonComments.sermonId, sermonId), orderFor(sort, seed), pageNumber, pageSize);
}

/** A user's comments on sermons the public can see, newest first. */
export function commentsOfUser(db: Db, userId: number, now: number, pageNumber: number, pageSize: number): Promise<CommentPage> {
  return page(db, and(eq(sermonComments.userId, userId), publishedAt(now)), orderFor('date', ''), pageNumber, pageSize);
}

/** Recent comments on published sermons, site-wide or of one sermon or broadcaster. */
export function recentComments(
  db: Db,
  filter: { sermonId?: string; broadcasterId?: string },
  now: number,
  pageNumber: number,
  pageSize: number,
): Promise<CommentPage> {
  const conditions: SQL[] = [publishedAt(now)];
  if (filter.sermonId) conditions.push(eq(sermonComments.sermonId, filter.sermonId));
  if (filter.broadcasterId) conditions.push(eq(sermons.broadcasterId, filter.broadcasterId));
  return page(db, and(...conditions), [desc(sermonComments.createdAt), desc(sermonComments.id)], pageNumber, pageSize);
}

/** Lowers comment_count of every sermon the user commented on, before the user (and so the comments) go. */
export async function uncountCommentsOf(tx: Db | Transaction, userId: number): Promise<void> {
  await tx.execute(sql`
    update ${sermons} set comment_count = greatest(${sermons.commentCount} - mine.n, 0)
    from (select ${sermonComments.sermonId} as sermon_id, count(*)::int as n from ${sermonComments}
          where ${sermonComments.userId} = ${userId} group by ${sermonComments.sermonId}) as mine
    where ${sermons.id} = mine.sermon_id`);
}
