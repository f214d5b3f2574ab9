// POST node/broadcasters/{id}/refresh_social (Admin): re-read the linked accounts' details (204).
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';

export function refreshSocial(client: ApiClient, broadcasterID: string, options: RequestOptions = {}): Promise<void> {
  return client.post(`node/broadcasters/${pathSegment(broadcasterID)}/refresh_social`, { key: 'broadcaster' }, options);
}
