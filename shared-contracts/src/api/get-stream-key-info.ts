// GET node/broadcasters/{id}/keyinfo (Admin): the RTMP address and stream key of the broadcaster's webcasts.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { StreamKeyInfo } from '../entities/broadcaster-settings';

export function getStreamKeyInfo(client: ApiClient, broadcasterID: string, options: RequestOptions = {}): Promise<StreamKeyInfo> {
  return client.get(`node/broadcasters/${pathSegment(broadcasterID)}/keyinfo`, {
    noCache: true,
    ...options,
    query: { key: 'broadcaster', ...options.query },
  });
}
