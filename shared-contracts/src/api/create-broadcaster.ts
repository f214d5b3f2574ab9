// POST node/broadcasters/ (auth, verified e-mail): creates the broadcaster and makes the caller its Admin.
// 409 'This Broadcaster ID is already in use.'; 400 with one text per field otherwise.
import type { ApiClient, RequestOptions } from './create-api-client';
import type { Broadcaster } from '../entities/broadcaster';

export interface BroadcasterSignUp {
  broadcasterID: string;
  displayName: string;
  location: string;
  /** ISO 3166-1 alpha-2 code from signup_params.countries */
  countryISOCode: string;
  /** bitmask: 1 church, 2 school, 4 seminary, 8 radio broadcast; at least one */
  categories: number;
  /** contact e-mail of the broadcaster */
  email: string;
  /** a sign-up coupon code (?coupon= of the sign-up page) */
  coupon?: string;
}

export function createBroadcaster(client: ApiClient, signUp: BroadcasterSignUp, options: RequestOptions = {}): Promise<Broadcaster> {
  return client.post<Broadcaster>('node/broadcasters/', { ...signUp, key: 'broadcaster' }, options);
}
