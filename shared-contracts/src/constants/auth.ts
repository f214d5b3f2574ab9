// Session and token lifetimes (spec doc 2 §4, §9).

export const ACCESS_TOKEN_SECONDS = 900;
export const REFRESH_TOKEN_SECONDS = 31_536_000;
/** The refresh call times out after this. */
export const REFRESH_TIMEOUT_MS = 5000;
/** With no response at all, the refresh retries this often... */
export const REFRESH_RETRY_INTERVAL_MS = 500;
/** ...for up to this long in the browser... */
export const REFRESH_RETRY_MAX_BROWSER_MS = 31_000;
/** ...or this long on the server. */
export const REFRESH_RETRY_MAX_SERVER_MS = 16_000;
