// POST node/broadcasters/{id}/user_invites (Admin): invite an address with at least one permission; mails the link.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { BroadcasterRole } from '../constants/accounts';
import type { UserInvite } from '../entities/broadcaster-team';

export function createUserInvite(
  client: ApiClient,
  broadcasterID: string,
  invite: { email: string; roles: BroadcasterRole[] },
  options: RequestOptions = {},
): Promise<UserInvite> {
  return client.post(`node/broadcasters/${pathSegment(broadcasterID)}/user_invites`, { key: 'broadcaster', ...invite }, options);
}
