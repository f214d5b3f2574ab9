// POST node/broadcasters/{id}/referral_coupons {customMessage} (auth, Admin): a sign-up coupon to share; returns its code.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';

export function createReferralCoupon(
  client: ApiClient,
  broadcasterID: string,
  customMessage: string,
  options: RequestOptions = {},
): Promise<{ couponID: string }> {
  return client.post(`node/broadcasters/${pathSegment(broadcasterID)}/referral_coupons`, { customMessage, key: 'broadcaster' }, options);
}
