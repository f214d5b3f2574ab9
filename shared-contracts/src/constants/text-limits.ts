// Text and count limits from the validation rules (spec doc 1 §5, doc 2 §9).

export const SEARCH_MIN_LENGTH = 3;
export const NAME_MIN_LENGTH = 3;
export const ACCOUNT_NUMBER_MIN_DIGITS = 5;
/** Texts with more than this share of capitals count as all-caps. */
export const ALL_CAPS_RATIO = 0.5;
export const TRUNCATE_DEFAULT_LENGTH = 150;
export const TRUNCATE_ELLIPSIS = '...';
/** A looked-up place name is used as display_name only up to this length. */
export const PLACE_NAME_MAX_LENGTH = 32;
export const STORED_SEARCHES_MAX = 200;
/** displayTitle limit on create (PY-B docstring). */
export const DISPLAY_TITLE_MAX_LENGTH = 30;
/** Shown before the real count has loaded. */
export const DEFAULT_SITE_SERMON_COUNT = 2_100_000;
/** Thumbnails resize at 16:9. */
export const THUMBNAIL_HEIGHT_RATIO = 0.5625;
export const REDIRECT_PERMANENT = 301;
export const REDIRECT_TEMPORARY = 302;
export const RELEASE_VERSION = 'v2.3.0';
