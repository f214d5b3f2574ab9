// POST node/broadcasters/{id}/user_invites/{inviteID}/resend (Admin): a fresh link by mail; the old link stops working.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { UserInvite } from '../entities/broadcaster-team';

export function resendUserInvite(client: ApiClient, broadcasterID: string, inviteID: number, options: RequestOptions = {}): Promise<UserInvite> {
  return client.post(`node/broadcasters/${pathSegment(broadcasterID)}/user_invites/${pathSegment(inviteID)}/resend`, { key: 'broadcaster' }, options);
}
