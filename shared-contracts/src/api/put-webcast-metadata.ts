// PUT node/broadcasters/{id}/webcast_metadata (Admin): replace the defaults for new webcasts.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { WebcastMetadata } from '../entities/broadcaster-settings';

export function putWebcastMetadata(
  client: ApiClient,
  broadcasterID: string,
  metadata: WebcastMetadata,
  options: RequestOptions = {},
): Promise<WebcastMetadata> {
  return client.put(`node/broadcasters/${pathSegment(broadcasterID)}/webcast_metadata`, { key: 'broadcaster', ...metadata }, options);
}
