// GET node/sermons: the filtered, sorted, paged sermon list.
import type { ApiClient, RequestOptions } from './create-api-client';
import type { NodeList } from '../entities/node-list';
import type { Sermon } from '../entities/sermon';
import type { SermonEventType } from '../constants/event-types';
import type { SermonSortBy } from '../constants/sermon-sort';

export interface SermonListParams {
  page?: number;
  pageSize?: number;
  sortBy?: SermonSortBy;
  /** scripture: OSIS or Paratext book code (ROM / Rom), chapter and verse ranges */
  book?: string;
  chapter?: number;
  chapterEnd?: number;
  verse?: number;
  verseEnd?: number;
  eventType?: SermonEventType | string;
  searchKeyword?: string;
  /** 2- or 3-letter code */
  languageCode?: string;
  requireAudio?: boolean;
  requireVideo?: boolean;
  requirePDF?: boolean;
  /** only sermons without any media */
  noMedia?: boolean;
  /** series ID or title */
  series?: number | string;
  broadcasterID?: string;
  /** sermonIDs, comma-joined on the wire; ignores most other filters */
  sermonIDs?: readonly string[];
  speakerName?: string;
  speakerID?: number;
  /** preach year */
  year?: number;
  month?: number;
  day?: number;
  staffPick?: boolean;
  featured?: boolean;
  includeDrafts?: boolean;
  includeScheduled?: boolean;
  includePublished?: boolean;
  liteBroadcaster?: boolean;
  lite?: boolean;
  audioMinDurationSeconds?: number;
  audioMaxDurationSeconds?: number;
  /** epoch seconds */
  preachedAfterTimestamp?: number;
  preachedBeforeTimestamp?: number;
  denomination?: string;
  state?: string;
  /** ISO country code of the broadcaster */
  country?: string;
  vacantPulpit?: boolean;
}

export function getSermons(
  client: ApiClient,
  params: SermonListParams = {},
  options: RequestOptions = {},
): Promise<NodeList<Sermon>> {
  return client.get<NodeList<Sermon>>('node/sermons', { ...options, query: { ...params } });
}
