// POST node/users/login {broadcasterID, password, generate} (auth): the legacy Broadcaster ID + password sign-in.
// The right password links the signed-in user to that broadcaster as its Admin. With generate: true an Admin of
// the broadcaster gets a new legacy password instead (shown once; the old one stops working).
import type { ApiClient, RequestOptions } from './create-api-client';
import type { BroadcasterRole } from '../constants/accounts';

export interface BroadcasterLoginResult {
  broadcasterID: string;
  /** the roles the caller now holds for it */
  roles: BroadcasterRole[];
  /** only for generate: true */
  password?: string;
}

export function broadcasterLogin(
  client: ApiClient,
  body: { broadcasterID: string; password?: string; generate?: boolean },
  options: RequestOptions = {},
): Promise<BroadcasterLoginResult> {
  return client.post<BroadcasterLoginResult>('node/users/login', { ...body, key: 'broadcaster' }, options);
}
