// Promotional ads constants (spec doc 1 §3-§5, doc 2 §9).

/** Ad statistics begin on this date; the stats date picker defaults to it. */
export const AD_STATS_START_DATE = '2024-04-25';
/** Date pickers never go earlier than this. */
export const DATE_RANGE_EARLIEST = '2000-01-01';

export const AD_PURCHASE_TYPES = ['featured', 'graphical', 'text'] as const;
export type AdPurchaseType = (typeof AD_PURCHASE_TYPES)[number];

export const AD_TYPES = ['ad', 'sermon', 'ad-sponsor', 'sermon-featured', 'spotlight', 'hero'] as const;
export type AdType = (typeof AD_TYPES)[number];

export const AD_PRICE_KINDS = ['featuredsermon', 'sponsorfeature', 'minifeature'] as const;

/** Card payment provider style retries: count, base backoff (x 2^n) and jitter share. */
export const PAYMENT_RETRY = { attempts: 3, baseDelayMs: 500, jitter: 0.2 } as const;
