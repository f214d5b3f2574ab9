// Page sizes (spec doc 2 §9) and the API's paging bounds.

export const PAGE_SIZES = {
  sermons: 25,
  /** grid lists of sermons use 24 so rows of 2, 3, 4 and 6 come out even */
  sermonsGrid: 24,
  comments: 10,
  series: 20,
  campaigns: 25,
  notices: 10,
  linkedBroadcasters: 100,
  /** trending and recent hashtags */
  hashtags: 14,
  /** sitemap hashtag pages */
  sitemapHashtags: 1000,
  adList: 15,
  adStatsRecent: 3,
  speakers: 25,
  broadcasters: 25,
} as const;

/** Collection page modules, in order. */
export const COLLECTION_MODULE_SIZES = [11, 4, 4, 10, 3] as const;

/** The API rejects pageSize above this with 400. */
export const MAX_PAGE_SIZE = 100;

/** Default page size of the API when the client sends none. */
export const DEFAULT_API_PAGE_SIZE = PAGE_SIZES.sermons;
