// Series list sort and filter values (api-shapes §1.9, `sort_by` and `filterBy`).
import type { SeriesFilterBy, SeriesSortBy } from '../entities/sermon-series';

export const SERIES_SORT_OPTIONS: readonly SeriesSortBy[] = [
  'last_updated',
  'newest_sermon_create_date',
  'title',
  'sermon_count_highest',
  'sermon_count_lowest',
];

export const DEFAULT_SERIES_SORT: SeriesSortBy = 'last_updated';

export const SERIES_FILTER_OPTIONS: readonly SeriesFilterBy[] = ['all', 'podcast-enabled', 'podcast-disabled'];

/** Sorts for the discover series lists (/series, /series/recent, /series/picks, /series/podcasts). */
export const DISCOVER_SERIES_SORT_OPTIONS = ['recent', 'title', 'sermon-count', 'newest'] as const;
export type DiscoverSeriesSortBy = (typeof DISCOVER_SERIES_SORT_OPTIONS)[number];
