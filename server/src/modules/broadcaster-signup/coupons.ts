// Broadcaster sign-up coupons: looked up by the sign-up pages (signup_params/coupon/{code}), used once by a
// sign-up, and issued by a broadcaster to refer another (referral_coupons).
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { SignupCoupon } from '@sermon/shared-contracts/api/get-signup-coupon';
import type { Db } from '../../db/client';
import { coupons } from '../../db/schema';

/** The coupon types (spec doc 1 §4) that apply to a broadcaster sign-up; ad and event coupons do not. */
export const SIGNUP_COUPON_TYPES = [
  'free-signup',
  'signup',
  'signup-refer-rep',
  'signup-referral',
  'signup-referral-repeat',
  'signup-repeat',
  'signup-repeat-3m',
  'signup-repeat-6m',
  'signup-repeat-1y',
  'signup-repeat-10USD-1y',
  'signup-repeat-1USD-1y',
] as const;

/** Codes are compared without case and surrounding spaces (people type them from a letter). */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

type CouponRow = typeof coupons.$inferSelect;

function usableNow(now: number) {
  return and(isNull(coupons.usedAt), or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now)));
}

function isSignupType() {
  return sql`${coupons.couponType} in (${sql.join(SIGNUP_COUPON_TYPES.map((type) => sql`${type}`), sql`, `)})`;
}

export function presentCoupon(row: CouponRow): SignupCoupon {
  return {
    code: row.code,
    couponType: row.couponType,
    description: row.description,
    discountCents: row.discountCents,
    freeMonths: row.freeMonths,
    customMessage: row.customMessage,
    broadcasterID: row.broadcasterId,
  };
}

/** A sign-up coupon that can still be used, or undefined. */
export async function findUsableSignupCoupon(db: Db, code: string, now: number): Promise<CouponRow | undefined> {
  const normalized = normalizeCouponCode(code);
  if (!normalized || normalized.length > 64) return undefined;
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.code, normalized), isSignupType(), usableNow(now)))
    .limit(1);
  return row;
}

/**
 * Marks the coupon used by the new broadcaster; false when someone else used it first (the conditional update is
 * the lock: of two sign-ups racing for one coupon exactly one gets it).
 */
export async function useSignupCoupon(db: Pick<Db, 'update'>, code: string, broadcasterID: string, now: number): Promise<boolean> {
  const used = await db
    .update(coupons)
    .set({ usedAt: now, usedByBroadcasterId: broadcasterID })
    .where(and(eq(coupons.code, normalizeCouponCode(code)), isSignupType(), usableNow(now)))
    .returning({ code: coupons.code });
  return used.length === 1;
}

/** A fresh referral code such as 'REF-7Q2K9X4M'. */
function newReferralCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  return `REF-${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}

/** One month free for the referred broadcaster; valid for a year. */
export async function createReferralCoupon(db: Db, broadcasterID: string, customMessage: string | null, now: number): Promise<string> {
  for (;;) {
    const code = newReferralCode();
    const inserted = await db
      .insert(coupons)
      .values({
        code,
        couponType: 'signup-referral',
        description: 'One month free, referred by another broadcaster',
        broadcasterId: broadcasterID,
        customMessage,
        freeMonths: 1,
        createdAt: now,
        expiresAt: now + 365 * 24 * 3600,
      })
      .onConflictDoNothing()
      .returning({ code: coupons.code });
    if (inserted.length) return code;
  }
}
