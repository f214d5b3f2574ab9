// A sermon series (api-shapes §1.4).
import type { LiteBroadcaster } from './broadcaster';

export type SeriesSortBy =
  | 'last_updated'
  | 'newest_sermon_create_date'
  | 'title'
  | 'sermon_count_highest'
  | 'sermon_count_lowest';

export type SeriesFilterBy = 'all' | 'podcast-enabled' | 'podcast-disabled';

export interface SeriesFeedLink {
  type: 'feed_link';
  feedLinkID: number;
  seriesID: number;
  podcastType: 'tunein' | 'apple' | 'google-play' | 'spotify' | 'stitcher' | 'other';
  label: string;
  link: string;
}

export interface SermonSeries {
  type: 'series' | 'lite_sermon_series';
  seriesID: number;
  title: string;
  broadcasterID: string;
  broadcaster: LiteBroadcaster | null;
  /** YYYY-MM-DD of the newest / oldest preach date; null for an empty series */
  latest: string | null;
  earliest: string | null;
  /** epoch seconds */
  updated: number;
  count: number;
  description: string | null;
  podcastEnabled: boolean;
  podcastSpeaker: string | null;
  image: string | null;
  imageResizable: string | null;
  rssURL: string | null;
  rssAtomURL: string | null;
  /** newest staff-pick date among its sermons */
  pickDate: string | null;
  feedLinks: SeriesFeedLink[];
  languageCode: string | null;
  defaultSortBy: string | null;
  followed: boolean;
  /** only in answers to the broadcaster's managers (dashboard) */
  podcastEmail?: string | null;
}
