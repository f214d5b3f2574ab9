// PATCH node/broadcasters/{id}/highlighted_sermons (auth, Uploader): audioType plus audioSermonID or
// audioEventType, and/or sortOrder (api-shapes §2.2). Answers the new HighlightedSermons.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { HighlightedAudioType, HighlightedSermons, HighlightedSortOrder } from './get-highlighted-sermons';

export interface HighlightedSermonsPatch {
  sortOrder?: HighlightedSortOrder;
  audioType?: HighlightedAudioType;
  /** with audioType sermon_id */
  audioSermonID?: string;
  /** with audioType event_type */
  audioEventType?: string;
}

export function patchHighlightedSermons(
  client: ApiClient,
  broadcasterID: string,
  patch: HighlightedSermonsPatch,
  options: RequestOptions = {},
): Promise<HighlightedSermons> {
  return client.patch<HighlightedSermons>(`node/broadcasters/${pathSegment(broadcasterID)}/highlighted_sermons`, { ...patch, key: 'broadcaster' }, options);
}
