// Sorts and regions for the discover broadcaster lists (/broadcasters/usa, /international, /newest, ...).

export const BROADCASTER_SORT_OPTIONS = ['name', 'newest', 'sermon-count'] as const;
export type BroadcasterSortBy = (typeof BROADCASTER_SORT_OPTIONS)[number];

/** usa = countryISOCode US; international = everything else. */
export const BROADCASTER_REGIONS = ['usa', 'international'] as const;
export type BroadcasterRegion = (typeof BROADCASTER_REGIONS)[number];

/** Broadcaster image aspect ratio (width / height). */
export const BROADCASTER_IMAGE_ASPECT = 97 / 145;
