// DELETE node/broadcasters/{id}/dropbox (Admin): unlink Dropbox (204).
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';

export function unlinkDropbox(client: ApiClient, broadcasterID: string, options: RequestOptions = {}): Promise<void> {
  return client.delete(`node/broadcasters/${pathSegment(broadcasterID)}/dropbox`, { ...options, query: { key: 'broadcaster', ...options.query } });
}
