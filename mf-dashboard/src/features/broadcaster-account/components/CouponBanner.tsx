import { Trans } from '@lingui/react/macro';
import type { SignupCoupon } from '@sermon/shared-contracts/api/get-signup-coupon';
import { FormAlert } from '@sermon/shared-contracts/mf/forms/FormAlert';

/** What a ?coupon= gives: its description (and a referrer's message), or that the code cannot be used. */
export function CouponBanner({ code, coupon }: { code: string; coupon: SignupCoupon | null | undefined }) {
  if (coupon === undefined) return null;
  if (coupon === null) {
    return (
      <FormAlert kind="error" testId="coupon-invalid">
        <Trans>The coupon {code} is not valid or has already been used.</Trans>
      </FormAlert>
    );
  }
  const couponCode = coupon.code;
  const description = coupon.description;
  return (
    <FormAlert kind="success" testId="coupon-applied">
      <Trans>Coupon {couponCode} applied: {description}</Trans>
      {coupon.customMessage ? <p css={{ margin: '8px 0 0', fontWeight: 400 }}>“{coupon.customMessage}”</p> : null}
    </FormAlert>
  );
}
