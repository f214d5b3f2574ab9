// GET node/broadcasters/{id}/highlighted_sermons (bare object, api-shapes §1.8): the broadcaster page's sermon
// list order and its highlighted ("audio") sermon.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { Sermon } from '../entities/sermon';

export const HIGHLIGHTED_SORT_ORDERS = ['preached', 'popular', 'added', 'picklistnewest', 'picklistrandom', 'clipsnewest', 'clipsrandom'] as const;
export type HighlightedSortOrder = (typeof HIGHLIGHTED_SORT_ORDERS)[number];

export const HIGHLIGHTED_AUDIO_TYPES = ['randomsource', 'newest', 'randompick', 'newestpick', 'sermon_id', 'event_type'] as const;
export type HighlightedAudioType = (typeof HIGHLIGHTED_AUDIO_TYPES)[number];

export interface HighlightedSermons {
  sortOrder: HighlightedSortOrder | null;
  sortTitle: string;
  audioTitle: string | null;
  audioSermon: Sermon | null;
  /** the stored choice behind audioSermon (the dashboard form edits it) */
  audioType: HighlightedAudioType;
  audioSermonID: string | null;
  audioEventType: string | null;
}

export function getHighlightedSermons(client: ApiClient, broadcasterID: string, options: RequestOptions = {}): Promise<HighlightedSermons> {
  return client.get<HighlightedSermons>(`node/broadcasters/${pathSegment(broadcasterID)}/highlighted_sermons`, options);
}
