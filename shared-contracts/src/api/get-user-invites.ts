// GET node/broadcasters/{id}/user_invites (Admin): invitations not accepted yet.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { UserInviteList } from '../entities/broadcaster-team';

export function getUserInvites(client: ApiClient, broadcasterID: string, options: RequestOptions = {}): Promise<UserInviteList> {
  return client.get(`node/broadcasters/${pathSegment(broadcasterID)}/user_invites`, {
    noCache: true,
    ...options,
    query: { key: 'broadcaster', ...options.query },
  });
}
