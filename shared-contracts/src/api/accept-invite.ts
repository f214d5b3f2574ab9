// POST site/invites/{token}/accept (signed in, verified e-mail equal to the invited one): grants the permissions.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { AcceptedInvite } from '../entities/broadcaster-team';

export function acceptInvite(client: ApiClient, token: string, options: RequestOptions = {}): Promise<AcceptedInvite> {
  return client.post(`site/invites/${pathSegment(token)}/accept`, {}, options);
}
