// DELETE node/broadcasters/{id}/user_invites/{inviteID} (Admin): withdraw an invitation.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';

export function deleteUserInvite(client: ApiClient, broadcasterID: string, inviteID: number, options: RequestOptions = {}): Promise<void> {
  return client.delete(`node/broadcasters/${pathSegment(broadcasterID)}/user_invites/${pathSegment(inviteID)}`, {
    ...options,
    query: { key: 'broadcaster', ...options.query },
  });
}
