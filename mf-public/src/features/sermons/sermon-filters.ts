// The /sermons address query <-> filter state <-> API list params. Pure, so the mapping is tested once.
import { MEDIA_FILTERS, type MediaFilter } from '@sermon/shared-contracts/constants/media-filter';
import { DEFAULT_SERMON_SORT, parseSermonSort, type SermonSortBy } from '@sermon/shared-contracts/constants/sermon-sort';
import type { SermonListParams } from '@sermon/shared-contracts/api/get-sermons';

/** A duration range in seconds (spec: "Duration filter: minSeconds, maxSeconds"); max null = open-ended. */
export interface DurationRange {
  minSeconds: number;
  maxSeconds: number | null;
}

export interface SermonFilters {
  sortBy: SermonSortBy;
  broadcasterID: string | null;
  eventType: string | null;
  languageCode: string | null;
  searchKeyword: string | null;
  series: string | null;
  speakerID: number | null;
  book: string | null;
  /** only meaningful with a book (the spec's "Book has chapter as sub-level") */
  chapter: number | null;
  year: number | null;
  media: MediaFilter | null;
  duration: DurationRange | null;
}

/** The filter names as they appear in the address query, in the order they are written. */
export const FILTER_NAMES = [
  'searchKeyword',
  'eventType',
  'languageCode',
  'speakerID',
  'broadcasterID',
  'series',
  'book',
  'chapter',
  'year',
  'media',
  'duration',
] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

/** The duration choices offered in the filter bar. */
export const DURATION_PRESETS: readonly DurationRange[] = [
  { minSeconds: 0, maxSeconds: 15 * 60 },
  { minSeconds: 15 * 60, maxSeconds: 30 * 60 },
  { minSeconds: 30 * 60, maxSeconds: 60 * 60 },
  { minSeconds: 60 * 60, maxSeconds: null },
];

export const EMPTY_FILTERS: SermonFilters = {
  sortBy: DEFAULT_SERMON_SORT,
  broadcasterID: null,
  eventType: null,
  languageCode: null,
  searchKeyword: null,
  series: null,
  speakerID: null,
  book: null,
  chapter: null,
  year: null,
  media: null,
  duration: null,
};

const text = (value: string | null): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

const positiveInt = (value: string | null): number | null => {
  if (!value || !/^\d+$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n > 0 && Number.isSafeInteger(n) ? n : null;
};

/** 'min-max' in seconds, max optional ('3600-'). */
export function parseDuration(value: string | null): DurationRange | null {
  const match = value ? /^(\d+)-(\d*)$/.exec(value.trim()) : null;
  if (!match) return null;
  const minSeconds = Number(match[1]);
  const maxSeconds = match[2] ? Number(match[2]) : null;
  if (maxSeconds !== null && maxSeconds <= minSeconds) return null;
  return { minSeconds, maxSeconds };
}

export function formatDuration(range: DurationRange): string {
  return `${range.minSeconds}-${range.maxSeconds ?? ''}`;
}

/** Reads the filters from the address query; malformed values are ignored rather than sent to the API. */
export function parseSermonFilters(search: URLSearchParams): SermonFilters {
  const book = text(search.get('book'));
  const media = search.get('media');
  const year = positiveInt(search.get('year'));
  return {
    sortBy: search.has('sortBy') ? parseSermonSort(search.get('sortBy')) : DEFAULT_SERMON_SORT,
    broadcasterID: text(search.get('broadcasterID')),
    eventType: text(search.get('eventType')),
    languageCode: text(search.get('languageCode')),
    searchKeyword: text(search.get('searchKeyword')),
    series: text(search.get('series')),
    speakerID: positiveInt(search.get('speakerID')),
    book,
    chapter: book ? positiveInt(search.get('chapter')) : null,
    year: year !== null && year >= 1000 && year <= 9999 ? year : null,
    media: (MEDIA_FILTERS as readonly string[]).includes(media ?? '') ? (media as MediaFilter) : null,
    duration: parseDuration(search.get('duration')),
  };
}

function filterValue(filters: SermonFilters, name: FilterName): string | null {
  const value = filters[name];
  if (value === null) return null;
  if (name === 'duration') return formatDuration(value as DurationRange);
  return String(value);
}

/** Writes the filters back as an address query; defaults and empty filters are left out. */
export function sermonFiltersToSearch(filters: SermonFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    if (name === 'chapter' && !filters.book) continue;
    const value = filterValue(filters, name);
    if (value !== null) search.set(name, value);
  }
  if (filters.sortBy !== DEFAULT_SERMON_SORT) search.set('sortBy', filters.sortBy);
  return search;
}

/**
 * One filter changed: returns the new address query. The list always restarts at page 1 (any
 * `page` in the address is dropped), and a new book clears the chapter that belonged to the old one.
 */
export function withFilter<K extends keyof SermonFilters>(
  current: SermonFilters,
  name: K,
  value: SermonFilters[K],
): URLSearchParams {
  const next: SermonFilters = { ...current, [name]: value };
  if (name === 'book' && value !== current.book) next.chapter = null;
  // Relevance only means something for a keyword search.
  if (name === 'searchKeyword' && !value && next.sortBy === 'relevance') next.sortBy = DEFAULT_SERMON_SORT;
  return sermonFiltersToSearch(next);
}

/** Whether any filter (not the sort) is set. */
export function hasActiveFilters(filters: SermonFilters): boolean {
  return FILTER_NAMES.some((name) => filters[name] !== null);
}

/** The API list params for one page of the filtered list (media and duration become their API flags). */
export function toSermonListParams(filters: SermonFilters): SermonListParams {
  const params: SermonListParams = { sortBy: filters.sortBy };
  if (filters.broadcasterID) params.broadcasterID = filters.broadcasterID;
  if (filters.eventType) params.eventType = filters.eventType;
  if (filters.languageCode) params.languageCode = filters.languageCode;
  if (filters.searchKeyword) params.searchKeyword = filters.searchKeyword;
  if (filters.series) params.series = filters.series;
  if (filters.speakerID !== null) params.speakerID = filters.speakerID;
  if (filters.book) {
    params.book = filters.book;
    if (filters.chapter !== null) params.chapter = filters.chapter;
  }
  if (filters.year !== null) params.year = filters.year;
  switch (filters.media) {
    case 'audio':
      params.requireAudio = true;
      break;
    case 'video':
      params.requireVideo = true;
      break;
    case 'pdf':
      params.requirePDF = true;
      break;
    case 'none':
      params.noMedia = true;
      break;
    default:
      break;
  }
  if (filters.duration) {
    if (filters.duration.minSeconds > 0) params.audioMinDurationSeconds = filters.duration.minSeconds;
    if (filters.duration.maxSeconds !== null) params.audioMaxDurationSeconds = filters.duration.maxSeconds;
  }
  return params;
}

/**
 * One filter typed by the listener (text box or select): the raw text is read exactly as the
 * address query would be, so malformed input is dropped the same way, then applied as withFilter.
 */
export function withRawFilter(current: SermonFilters, name: FilterName, raw: string): URLSearchParams {
  const query = new URLSearchParams({ [name]: raw });
  if (name === 'chapter' && current.book) query.set('book', current.book);
  return withFilter(current, name, parseSermonFilters(query)[name]);
}
