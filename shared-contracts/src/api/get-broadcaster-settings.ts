// GET node/broadcasters/{id}/private_data (Admin): everything the settings pages edit.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { BroadcasterSettings } from '../entities/broadcaster-settings';

export function getBroadcasterSettings(client: ApiClient, broadcasterID: string, options: RequestOptions = {}): Promise<BroadcasterSettings> {
  return client.get(`node/broadcasters/${pathSegment(broadcasterID)}/private_data`, {
    noCache: true,
    ...options,
    query: { key: 'broadcaster', ...options.query },
  });
}
