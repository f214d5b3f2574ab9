// Sitemap limits and priorities (spec doc 2 §2, §5, §9).

export const SITEMAP_WARN_ENTRIES = 40_000;
export const SITEMAP_MAX_ENTRIES = 50_000;
export const SITEMAP_EARLIEST_YEAR = 2000;
export const SITEMAP_START_MONTH = 1;
/** No sitemap date is earlier than this. */
export const SITEMAP_MIN_DATE = '2025-03-05';
/** The articles sitemap starts in August 2024. */
export const SITEMAP_ARTICLES_START = { year: 2024, month: 8 } as const;

export const SITEMAP_LABELS = [
  'articles',
  'broadcasters',
  'categories',
  'collections',
  'hashtags',
  'hymns',
  'index',
  'news',
  'psalms',
  'release-notes',
  'series',
  'sermons',
  'sermons-by-scripture',
  'sermons-by-date',
  'speakers',
  'static',
  'topics',
  'videos',
] as const;

/** Path prefixes never listed in sitemaps; only English-locale routes are listed. */
export const SITEMAP_EXCLUDED_PREFIXES = [
  '/dashboard',
  '/django',
  '/demo',
  '/video-wall',
  '/rewrite',
  '/embed',
  '/admin',
  '/healthz',
  '/legacy',
] as const;

export type ChangeFrequency = 'daily' | 'weekly' | 'monthly' | 'yearly';

export const SITEMAP_PRIORITIES = {
  static: { priority: 1, changeFrequency: 'daily' },
  topics: { priority: 1, changeFrequency: 'weekly' },
  scripture: { priority: 1, changeFrequency: 'weekly' },
  sermon: { priority: 1 },
  dateCurrentYear: { priority: 0.8 },
  dateOtherYears: { priority: 0.5 },
  newsLatest: { priority: 1, changeFrequency: 'daily' },
  newsOther: { priority: 0.7, changeFrequency: 'weekly' },
  releaseNotesOther: { priority: 0.2, changeFrequency: 'weekly' },
  hymns: { priority: 0.4, changeFrequency: 'yearly' },
  categories: { priority: 0.6, changeFrequency: 'weekly' },
  hashtags: { priority: 0.6, changeFrequency: 'weekly' },
  collections: { priority: 1, changeFrequency: 'weekly' },
  series: { priority: 0.9 },
  ads: { priority: 1 },
} as const satisfies Record<string, { priority: number; changeFrequency?: ChangeFrequency }>;
