// Sermon list sort options (spec doc 1 §3 Sermon; api-shapes §1.9). An unknown value falls back to 'newest'.

export const SERMON_SORT_OPTIONS = [
  'newest-published',
  'newest',
  'oldest',
  'pickdate',
  'updated',
  'title',
  'speaker',
  'lastplayed',
  'language',
  'event',
  'downloads',
  'series',
  'random',
  'added',
  'commentcount',
  'relevance',
  'bible',
  'plays',
  'audioplays',
  'videoplays',
] as const;

export type SermonSortBy = (typeof SERMON_SORT_OPTIONS)[number];

export const DEFAULT_SERMON_SORT: SermonSortBy = 'newest';

/** Reads a query value; unknown or empty values fall back to newest, as the spec requires. */
export function parseSermonSort(value: unknown): SermonSortBy {
  if (typeof value !== 'string') return DEFAULT_SERMON_SORT;
  const lower = value.trim().toLowerCase();
  return (SERMON_SORT_OPTIONS as readonly string[]).includes(lower) ? (lower as SermonSortBy) : DEFAULT_SERMON_SORT;
}
