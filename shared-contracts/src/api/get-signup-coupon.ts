// GET signup_params/coupon/{code}: a broadcaster sign-up coupon. Coupon lookups return nothing on any failure
// (spec doc 2 §7, §8): an unknown, used or expired code is simply no coupon.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';

export interface SignupCoupon {
  code: string;
  couponType: string;
  description: string;
  discountCents: number;
  freeMonths: number;
  customMessage: string | null;
  /** the broadcaster that referred (referral coupons) */
  broadcasterID: string | null;
}

export async function getSignupCoupon(client: ApiClient, code: string, options: RequestOptions = {}): Promise<SignupCoupon | null> {
  if (!code.trim()) return null;
  try {
    return (await client.get<SignupCoupon>(`signup_params/coupon/${pathSegment(code.trim())}`, { noCache: true, ...options })) ?? null;
  } catch {
    return null;
  }
}
