// GET node/broadcasters/{id}/dashboard_speakers (any role): speakers the broadcaster uses or owns, with its counts.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { NodeList } from '../entities/node-list';
import type { Speaker } from '../entities/speaker';

export interface DashboardSpeakersParams {
  page?: number;
  pageSize?: number;
  query?: string;
}

export function getDashboardSpeakers(client: ApiClient, broadcasterID: string, params: DashboardSpeakersParams = {}, options: RequestOptions = {}): Promise<NodeList<Speaker>> {
  return client.get<NodeList<Speaker>>(`node/broadcasters/${pathSegment(broadcasterID)}/dashboard_speakers`, {
    ...options,
    noCache: true,
    query: { ...params, key: 'broadcaster' },
  });
}
