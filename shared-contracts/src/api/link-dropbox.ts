// POST node/broadcasters/{id}/dropbox (Admin): link a Dropbox folder for batch uploads (204), or 503 when this
// server has no Dropbox app configured.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';

export function linkDropbox(client: ApiClient, broadcasterID: string, options: RequestOptions = {}): Promise<void> {
  return client.post(`node/broadcasters/${pathSegment(broadcasterID)}/dropbox`, { key: 'broadcaster' }, options);
}
