// GET signup_params: what the broadcaster sign-up form offers (categories, countries, plans, the ID bounds).
import type { ApiClient, RequestOptions } from './create-api-client';

export interface SignupPlan {
  planID: string;
  name: string;
  /** per month, in cents */
  priceCents: number;
  currency: string;
  features: string[];
}

export interface SignupParams {
  categories: Array<{ value: number; name: string }>;
  countries: Array<{ code: string; name: string }>;
  plans: SignupPlan[];
  broadcasterID: { minLength: number; maxLength: number };
}

export function getSignupParams(client: ApiClient, options: RequestOptions = {}): Promise<SignupParams> {
  return client.get<SignupParams>('signup_params', options);
}
