// Timings of the UI and the HTTP client (spec doc 1 §2, §4 and doc 2 §4, §8, §9).

/** Page-loading progress bar: appears after this throttle... */
export const PROGRESS_THROTTLE_MS = 200;
/** ...simulates progress over this long... */
export const PROGRESS_SIMULATION_MS = 5000;
/** ...and hides this long after finishing. */
export const PROGRESS_HIDE_DELAY_MS = 500;

export const TOAST_ERROR_MS = 5000;
export const TOAST_SUCCESS_MS = 3000;

/** Loading indicators are not shown for fetches faster than this. */
export const FETCH_MIN_DELAY_MS = 200;
/** Default HTTP timeout. */
export const DEFAULT_TIMEOUT_MS = 3000;

/** After a chunk load error the page reloads at most once per this period. */
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60_000;

/** A graphic ad without an image is polled this often until it has one. */
export const AD_IMAGE_POLL_MS = 10_000;

/** Creating a sermon waits this long before opening its editor. */
export const SERMON_CREATE_REDIRECT_DELAY_MS = 500;

/** Chromecast: a local seek is sent only when it differs from the remote time by at least this. */
export const CAST_SEEK_THRESHOLD_SECONDS = 2;

/** Audio and video are unlinked when their durations differ by more than this. */
export const AUDIO_VIDEO_LINK_TOLERANCE_SECONDS = 2;

/** Video previews in background mode play when this share of the tile is visible. */
export const VIDEO_PREVIEW_VISIBILITY_THRESHOLD = 0.1;

/** Dropdowns flip upward with less free space than this below them. */
export const DROPDOWN_FLIP_MIN_SPACE_PX = 20;
