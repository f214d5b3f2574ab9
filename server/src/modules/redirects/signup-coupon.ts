// The coupon behind /broadcaster/signup-coupon/{segment}: a 'signup-referral' coupon whose code is the segment
// (normalized as every coupon code is), created once; later visits reuse it.
import { coupons } from '../../db/schema';
import type { Db } from '../../db/client';
import { normalizeCouponCode } from '../broadcaster-signup/coupons';
import { nowSeconds } from '../sermons/visibility';

/** Letters, digits, '-' and '_' only, up to 64 characters (the sign-up lookup's limit). */
export function couponCodeFromSegment(segment: string): string | undefined {
  const code = normalizeCouponCode(segment);
  return /^[A-Z0-9_-]{1,64}$/.test(code) ? code : undefined;
}

/** The coupon's code, or undefined when the segment cannot be one. An existing coupon of that code is kept as is. */
export async function ensureSignupCoupon(db: Db, segment: string, now = nowSeconds()): Promise<string | undefined> {
  const code = couponCodeFromSegment(segment);
  if (!code) return undefined;
  await db
    .insert(coupons)
    .values({ code, couponType: 'signup-referral', description: 'Sign-up link coupon', createdAt: now })
    .onConflictDoNothing();
  return code;
}
