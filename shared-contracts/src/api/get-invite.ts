// GET site/invites/{token}: which broadcaster an invitation link is for, before the invitee accepts it.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { InvitePreview } from '../entities/broadcaster-team';

export function getInvite(client: ApiClient, token: string, options: RequestOptions = {}): Promise<InvitePreview> {
  return client.get(`site/invites/${pathSegment(token)}`, { noCache: true, ...options });
}
