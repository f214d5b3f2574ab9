// users rows as the account calls need them: read, update, remove (with the comment counts it affects), picture key.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { uncountCommentsOf } from '../comments/repo';
import type { UserRow } from './present-user';

export async function findUserRow(db: Db, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

export type UserUpdate = Partial<Omit<UserRow, 'id' | 'username' | 'createdAt'>>;

export async function updateUserRow(db: Db, userId: number, changes: UserUpdate): Promise<UserRow | undefined> {
  if (Object.keys(changes).length === 0) return findUserRow(db, userId);
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  return row;
}

export async function emailInUseByOther(db: Db, email: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, sql`${users.id} <> ${userId}`));
  return row !== undefined;
}

/**
 * Removes the user; follows, history, comments, roles, tokens and codes go with it (ON DELETE CASCADE). The
 * comment counts of the sermons they commented on are lowered in the same transaction.
 */
export async function deleteUserRow(db: Db, userId: number): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!locked) return undefined;
    await uncountCommentsOf(tx, userId);
    await tx.delete(users).where(eq(users.id, userId));
    return locked;
  });
}

/**
 * Replaces the picture key only if it is still the one the upload URL was issued for (compare-and-set): a
 * second upload with the same URL, or one racing it, finds the key changed and stores nothing.
 */
export async function swapProfilePicture(db: Db, userId: number, expected: string | null, next: string | null): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ profilePictureKey: next })
    .where(and(eq(users.id, userId), expected === null ? isNull(users.profilePictureKey) : eq(users.profilePictureKey, expected)))
    .returning();
  return row;
}
