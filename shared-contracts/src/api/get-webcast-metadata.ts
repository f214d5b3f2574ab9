// GET node/broadcasters/{id}/webcast_metadata (Admin): defaults for new webcasts.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { WebcastMetadata } from '../entities/broadcaster-settings';

export function getWebcastMetadata(client: ApiClient, broadcasterID: string, options: RequestOptions = {}): Promise<WebcastMetadata> {
  return client.get(`node/broadcasters/${pathSegment(broadcasterID)}/webcast_metadata`, {
    noCache: true,
    ...options,
    query: { key: 'broadcaster', ...options.query },
  });
}
