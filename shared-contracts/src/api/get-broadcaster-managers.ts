// GET node/broadcasters/{id}/user_roles (Admin): the broadcaster's managers and their permissions.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { BroadcasterManagerList } from '../entities/broadcaster-team';

export function getBroadcasterManagers(client: ApiClient, broadcasterID: string, options: RequestOptions = {}): Promise<BroadcasterManagerList> {
  return client.get(`node/broadcasters/${pathSegment(broadcasterID)}/user_roles`, {
    noCache: true,
    ...options,
    query: { key: 'broadcaster', ...options.query },
  });
}
