// GET node/speakers: speakers, optionally of one broadcaster or matching a name query.
import type { ApiClient, RequestOptions } from './create-api-client';
import type { NodeList } from '../entities/node-list';
import type { Speaker } from '../entities/speaker';
import type { SpeakerSortBy } from '../constants/speaker-groups';

export interface SpeakerListParams {
  broadcasterID?: string;
  /** part of the name */
  query?: string;
  includeUnpublished?: boolean;
  sortBy?: SpeakerSortBy;
  page?: number;
  pageSize?: number;
}

export function getSpeakers(
  client: ApiClient,
  params: SpeakerListParams = {},
  options: RequestOptions = {},
): Promise<NodeList<Speaker>> {
  return client.get<NodeList<Speaker>>('node/speakers', { ...options, query: { ...params } });
}
