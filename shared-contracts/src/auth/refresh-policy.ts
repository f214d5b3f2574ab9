// The refresh rules of spec doc 2 §4 as pure decisions; browser-session.ts carries them out.
import { REFRESH_RETRY_INTERVAL_MS, REFRESH_RETRY_MAX_BROWSER_MS } from '../constants/auth';
import { isApiError } from '../errors/api-error';
import { fromBase64Url, type StoredSession } from './session-cookie';

/** The access token counts as expired this long before its `exp`, so it never expires on the way to the server. */
export const ACCESS_TOKEN_SKEW_MS = 30_000;

/** Logged when a refresh is asked for while the refresh endpoint is disabled. */
export const REFRESH_DISABLED_MESSAGE = 'Refresh endpoint is disabled';

/** A pair is valid only when both tokens exist; anything else resets the session. */
export function isValidPair(
  stored: Partial<StoredSession> | null | undefined,
): stored is Partial<StoredSession> & Pick<StoredSession, 'access_token' | 'refresh_token'> {
  return !!stored && typeof stored.access_token === 'string' && stored.access_token !== '' &&
    typeof stored.refresh_token === 'string' && stored.refresh_token !== '';
}

/** When the access token expires, epoch ms: its JWT `exp`, else `expires_in` seconds from now. */
export function accessTokenExpiry(accessToken: string, expiresInSeconds: number | undefined, now: number): number {
  const payload = accessToken.split('.')[1];
  if (payload) {
    try {
      const exp = (JSON.parse(fromBase64Url(payload)) as { exp?: unknown }).exp;
      if (typeof exp === 'number' && Number.isFinite(exp)) return exp * 1000;
    } catch {
      // not a JWT we can read: fall back to expires_in
    }
  }
  return now + (expiresInSeconds && expiresInSeconds > 0 ? expiresInSeconds : 0) * 1000;
}

export function isAccessTokenExpired(accessExpiresAt: number | undefined, now: number): boolean {
  return accessExpiresAt === undefined || now >= accessExpiresAt - ACCESS_TOKEN_SKEW_MS;
}

/**
 * What a failed refresh call means:
 * - 'skip': answered 5xx, keep the old pair and say nothing;
 * - 'reset': any other answer (401 INVALID_REFRESH_TOKEN...), forget the pair and raise the error;
 * - 'retry': no answer at all (network failure, timeout), try again shortly.
 */
export type RefreshFailure = 'skip' | 'reset' | 'retry';

export function classifyRefreshFailure(error: unknown): RefreshFailure {
  if (isApiError(error)) return error.httpStatus >= 500 ? 'skip' : 'reset';
  return 'retry';
}

/** With no response, retry every REFRESH_RETRY_INTERVAL_MS while the next try starts within the browser's limit. */
export function shouldRetryRefresh(startedAt: number, now: number, maxMs = REFRESH_RETRY_MAX_BROWSER_MS): boolean {
  return now + REFRESH_RETRY_INTERVAL_MS - startedAt <= maxMs;
}
