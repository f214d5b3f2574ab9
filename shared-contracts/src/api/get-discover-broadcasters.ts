// GET node/discover/broadcasters: the broadcaster directory (/broadcasters and its sub-lists).
import type { ApiClient, RequestOptions } from './create-api-client';
import type { NodeList } from '../entities/node-list';
import type { Broadcaster, BroadcasterCategory } from '../entities/broadcaster';
import type { BroadcasterRegion, BroadcasterSortBy } from '../constants/broadcaster-lists';

export interface DiscoverBroadcastersParams {
  category?: BroadcasterCategory;
  region?: BroadcasterRegion;
  /** ISO country code, e.g. 'CA' */
  country?: string;
  state?: string;
  /** denomination group, e.g. 'baptist' */
  group?: string;
  vacantPulpit?: boolean;
  /** broadcasters with at least one staff-picked sermon */
  featured?: boolean;
  /** broadcasters with a podcast-enabled series */
  podcast?: boolean;
  letter?: string;
  query?: string;
  sortBy?: BroadcasterSortBy;
  page?: number;
  pageSize?: number;
}

export function getDiscoverBroadcasters(
  client: ApiClient,
  params: DiscoverBroadcastersParams = {},
  options: RequestOptions = {},
): Promise<NodeList<Broadcaster>> {
  return client.get<NodeList<Broadcaster>>('node/discover/broadcasters', { ...options, query: { ...params } });
}
