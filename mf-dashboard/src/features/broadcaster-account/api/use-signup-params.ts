// The sign-up form's choices (GET signup_params) and the ?coupon= of the page (GET signup_params/coupon/{code}).
import { useEffect, useState } from 'react';
import { getSignupCoupon, type SignupCoupon } from '@sermon/shared-contracts/api/get-signup-coupon';
import { getSignupParams, type SignupParams } from '@sermon/shared-contracts/api/get-signup-params';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';

export function useSignupParams(): { params: SignupParams | null; failed: boolean } {
  const client = useApiClient();
  const [state, setState] = useState<{ params: SignupParams | null; failed: boolean }>({ params: null, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    getSignupParams(client, { signal: controller.signal })
      .then((params) => setState({ params, failed: false }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ params: null, failed: true });
      });
    return () => controller.abort();
  }, [client]);
  return state;
}

/** undefined while looking, null when the code is no usable coupon (lookups never fail loudly). */
export function useSignupCoupon(code: string | null): SignupCoupon | null | undefined {
  const client = useApiClient();
  const [coupon, setCoupon] = useState<{ code: string; value: SignupCoupon | null } | null>(null);
  useEffect(() => {
    if (!code) return;
    const controller = new AbortController();
    void getSignupCoupon(client, code, { signal: controller.signal }).then((value) => {
      if (!controller.signal.aborted) setCoupon({ code, value });
    });
    return () => controller.abort();
  }, [client, code]);
  if (!code) return null;
  return coupon?.code === code ? coupon.value : undefined;
}
