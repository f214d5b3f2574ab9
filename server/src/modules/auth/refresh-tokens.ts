// Refresh tokens in families: every sign-in starts a family; every refresh marks the presented token used and
// adds its successor to the same family. A used token presented again means a copy leaked (or a client raced
// itself): the whole family is revoked, so the thief's and the owner's newer tokens both stop working.
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { REFRESH_TOKEN_SECONDS } from '@sermon/shared-contracts/constants/auth';
import type { Db } from '../../db/client';
import { refreshTokens, users } from '../../db/schema';
import { hashToken, newOpaqueToken } from './secret-tokens';

export interface IssuedRefreshToken {
  token: string;
  familyId: string;
  userId: number;
}

export type RotationFailure = 'unknown' | 'expired' | 'revoked' | 'reused';

export type RotationResult = ({ ok: true } & IssuedRefreshToken) | { ok: false; reason: RotationFailure };

function seconds(nowMs: number): number {
  return Math.floor(nowMs / 1000);
}

/** A new family with its first token (sign-in, device sign-in, password change). */
export async function startRefreshFamily(db: Db, userId: number, nowMs = Date.now()): Promise<IssuedRefreshToken> {
  const token = newOpaqueToken();
  const familyId = randomUUID();
  const now = seconds(nowMs);
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: now + REFRESH_TOKEN_SECONDS,
  });
  return { token, familyId, userId };
}

/** What a presented token is, without changing anything: used before rotating to refuse disabled accounts. */
export async function lookUpRefreshToken(
  db: Db,
  token: string,
): Promise<{ userId: number; familyId: string; userDisabled: boolean } | null> {
  const [row] = await db
    .select({ userId: refreshTokens.userId, familyId: refreshTokens.familyId, userDisabled: users.disabled })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  return row ?? null;
}

/**
 * Exchanges a token for its successor. The conditional UPDATE is the single point of decision: of two
 * concurrent refreshes with the same token exactly one marks it used (the other's WHERE no longer matches),
 * and the successor is inserted in the same transaction, so a crash never leaves a family without a live token.
 */
export async function rotateRefreshToken(db: Db, token: string, nowMs = Date.now()): Promise<RotationResult> {
  const tokenHash = hashToken(token);
  const now = seconds(nowMs);
  const successor = newOpaqueToken();
  const rotated = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      )
      .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
    if (!used) return null;
    await tx.insert(refreshTokens).values({
      userId: used.userId,
      familyId: used.familyId,
      tokenHash: hashToken(successor),
      createdAt: now,
      expiresAt: now + REFRESH_TOKEN_SECONDS,
    });
    return used;
  });
  if (rotated) return { ok: true, token: successor, familyId: rotated.familyId, userId: rotated.userId };

  const [row] = await db
    .select({ familyId: refreshTokens.familyId, usedAt: refreshTokens.usedAt, revokedAt: refreshTokens.revokedAt, expiresAt: refreshTokens.expiresAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt !== null) return { ok: false, reason: 'revoked' };
  if (row.usedAt !== null) {
    await revokeRefreshFamily(db, row.familyId, nowMs);
    return { ok: false, reason: 'reused' };
  }
  return { ok: false, reason: 'expired' };
}

export async function revokeRefreshFamily(db: Db, familyId: string, nowMs = Date.now()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: seconds(nowMs) })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Logout: revokes the family the presented token belongs to; an unknown token changes nothing. */
export async function revokeFamilyOfToken(db: Db, token: string, nowMs = Date.now()): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (row) await revokeRefreshFamily(db, row.familyId, nowMs);
}

/** Every session of a user: logout_all, password change and reset. */
export async function revokeAllRefreshTokens(db: Db, userId: number, nowMs = Date.now()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: seconds(nowMs) })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/**
 * A family is live while it holds a token that is neither revoked nor expired. Access tokens name their family,
 * so logout, logout_all and a password change end the 15-minute access tokens at once too.
 */
export async function isRefreshFamilyLive(db: Db, familyId: string, nowMs = Date.now()): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, seconds(nowMs))))
    .limit(1);
  return row !== undefined;
}

/** Rows past their expiry serve no purpose (an expired token is refused the same whether its row exists or not). */
export async function deleteExpiredRefreshTokens(db: Db, nowMs = Date.now()): Promise<number> {
  const now = seconds(nowMs);
  // Revoked rows are kept until they expire too, so that a stolen revoked token is still recognised as revoked.
  const deleted = await db
    .delete(refreshTokens)
    .where(lte(refreshTokens.expiresAt, now))
    .returning({ id: refreshTokens.id });
  return deleted.length;
}
