// GET node/discover/speakers: the speaker directory (/speakers, /speakers/featured, alphabetical, search).
import type { ApiClient, RequestOptions } from './create-api-client';
import type { NodeList } from '../entities/node-list';
import type { Speaker, SpeakerGroup } from '../entities/speaker';
import type { SpeakerSortBy } from '../constants/speaker-groups';

export interface DiscoverSpeakersParams {
  group?: SpeakerGroup;
  /** first letter of the sort name */
  letter?: string;
  /** part of the name */
  query?: string;
  sortBy?: SpeakerSortBy;
  page?: number;
  pageSize?: number;
}

export function getDiscoverSpeakers(
  client: ApiClient,
  params: DiscoverSpeakersParams = {},
  options: RequestOptions = {},
): Promise<NodeList<Speaker>> {
  return client.get<NodeList<Speaker>>('node/discover/speakers', { ...options, query: { ...params } });
}
