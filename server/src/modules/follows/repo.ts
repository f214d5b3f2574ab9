// Follow rows: add (within the per-type limit), remove, check, and the page of one user's follows.
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { ACCOUNT_ERROR_CODES, ACCOUNT_MESSAGES, FOLLOW_LIMITS, type FollowTargetType } from '@sermon/shared-contracts/constants/accounts';
import type { Db } from '../../db/client';
import { follows, users } from '../../db/schema';
import { HttpError } from '../../http/api-errors';

/**
 * Follows the target unless already followed (idempotent). The user's row is locked first so that two
 * simultaneous follows cannot both pass the limit check.
 */
export async function addFollow(db: Db, userId: number, type: FollowTargetType, targetId: string, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [existing] = await tx
      .select({ userId: follows.userId })
      .from(follows)
      .where(and(eq(follows.userId, userId), eq(follows.targetType, type), eq(follows.targetId, targetId)));
    if (existing) return;
    const [counted] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(follows)
      .where(and(eq(follows.userId, userId), eq(follows.targetType, type)));
    if ((counted?.count ?? 0) >= FOLLOW_LIMITS[type]) {
      throw new HttpError(409, ACCOUNT_MESSAGES.followLimit, ACCOUNT_ERROR_CODES.followLimit);
    }
    await tx.insert(follows).values({ userId, targetType: type, targetId, createdAt: now }).onConflictDoNothing();
  });
}

/** Removes the follow of any of these ids (the resolved id and the raw path segment); true when one existed. */
export async function removeFollow(db: Db, userId: number, type: FollowTargetType, targetIds: string[]): Promise<boolean> {
  const removed = await db
    .delete(follows)
    .where(and(eq(follows.userId, userId), eq(follows.targetType, type), inArray(follows.targetId, [...new Set(targetIds)])))
    .returning({ targetId: follows.targetId });
  return removed.length > 0;
}

export async function isFollowing(db: Db, userId: number, type: FollowTargetType, targetId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: follows.userId })
    .from(follows)
    .where(and(eq(follows.userId, userId), eq(follows.targetType, type), eq(follows.targetId, targetId)));
  return row !== undefined;
}

/** Which of the candidate ids (per type) the user follows, in one query. */
export async function followedAmong(
  db: Db,
  userId: number,
  candidates: Partial<Record<FollowTargetType, Iterable<string>>>,
): Promise<Record<FollowTargetType, Set<string>>> {
  const found: Record<FollowTargetType, Set<string>> = {
    broadcaster: new Set(),
    speaker: new Set(),
    series: new Set(),
    sermon: new Set(),
  };
  const byType: SQL[] = [];
  for (const [type, ids] of Object.entries(candidates) as Array<[FollowTargetType, Iterable<string>]>) {
    const unique = [...new Set(ids)];
    if (unique.length > 0) byType.push(and(eq(follows.targetType, type), inArray(follows.targetId, unique))!);
  }
  if (byType.length === 0) return found;
  const rows = await db
    .select({ type: follows.targetType, id: follows.targetId })
    .from(follows)
    .where(and(eq(follows.userId, userId), or(...byType)));
  for (const row of rows) found[row.type as FollowTargetType]?.add(row.id);
  return found;
}

/** Newest follow first; the caller joins the target table so that follows of deleted targets drop out. */
export function followOrder() {
  return [desc(follows.createdAt), desc(follows.targetId)];
}
