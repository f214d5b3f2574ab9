// PATCH node/broadcasters/{id}/user_roles/{userID} (Admin): replace a manager's permissions.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { BroadcasterRole } from '../constants/accounts';
import type { BroadcasterManager } from '../entities/broadcaster-team';

export function patchBroadcasterManager(
  client: ApiClient,
  broadcasterID: string,
  userID: number,
  roles: BroadcasterRole[],
  options: RequestOptions = {},
): Promise<BroadcasterManager> {
  return client.patch(`node/broadcasters/${pathSegment(broadcasterID)}/user_roles/${pathSegment(userID)}`, { key: 'broadcaster', roles }, options);
}
