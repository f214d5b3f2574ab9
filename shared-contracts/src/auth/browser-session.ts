// The shell's session in a browser: the token pair in the session cookie, the user loaded from GET site/users,
// single-flight refresh under the rules of spec doc 2 §4, and sign-in/sign-out shared with the other tabs.
import { createApiClient, type ApiClient } from '../api/create-api-client';
import { getUser } from '../api/get-user';
import { logout } from '../api/logout';
import { refreshTokens } from '../api/refresh-tokens';
import { ACCOUNT_ERROR_CODES } from '../constants/accounts';
import { REFRESH_RETRY_INTERVAL_MS, REFRESH_RETRY_MAX_BROWSER_MS } from '../constants/auth';
import type { LoginTokens, User } from '../entities/user';
import { ApiError, isApiError } from '../errors/api-error';
import type { LocaleCode } from '../i18n/locales';
import type { PlatformSession, SessionSnapshot } from './platform-session';
import {
  accessTokenExpiry,
  classifyRefreshFailure,
  isAccessTokenExpired,
  isValidPair,
  REFRESH_DISABLED_MESSAGE,
  shouldRetryRefresh,
} from './refresh-policy';
import { clearedSessionCookieString, readSessionCookie, sessionCookieString, type StoredSession } from './session-cookie';

/** The channel on which tabs of the same site tell each other about sign-in and sign-out. */
export const SESSION_CHANNEL_NAME = 'sermonhub-session';
/** The Web Locks name that makes one refresh at a time across all tabs (a rotated token must never be reused). */
export const REFRESH_LOCK_NAME = 'sermonhub-refresh';

/** Where the cookie lives: document.cookie in a browser, a plain string in tests. */
export interface CookieStorage {
  read(): string;
  write(cookie: string): void;
}

type SessionMessage = { type: 'signed-in' | 'signed-out' | 'user-changed' };

/** The part of BroadcastChannel the session uses. */
export interface SessionChannel {
  postMessage(message: SessionMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<SessionMessage>) => void): void;
  close(): void;
}

export interface BrowserSessionOptions {
  apiBase: string;
  apiKey: string;
  locale: LocaleCode;
  fetchImpl?: typeof fetch;
  /** epoch ms; the tests give a fake clock */
  now?: () => number;
  storage?: CookieStorage;
  /** null: no other tabs to talk to (no BroadcastChannel in this browser) */
  channel?: SessionChannel | null;
  /** cross-tab mutual exclusion for the refresh (navigator.locks.request); absent: this tab alone */
  lock?: <T>(name: string, run: () => Promise<T>) => Promise<T>;
  /** false when the deployment turned the refresh endpoint off */
  refreshEnabled?: boolean;
  /** write the cookie with Secure; defaults to the page being on https */
  secureCookie?: boolean;
}

export interface BrowserSession extends PlatformSession {
  /** resolves once the user of a stored pair is loaded (or found missing) at start */
  ready: Promise<void>;
  /** stop listening to other tabs */
  dispose(): void;
}

const ANONYMOUS: SessionSnapshot = { status: 'anonymous', user: null };
const LOADING: SessionSnapshot = { status: 'loading', user: null };

function documentCookieStorage(): CookieStorage {
  return {
    read: () => (typeof document === 'undefined' ? '' : document.cookie),
    write: (cookie) => {
      if (typeof document !== 'undefined') document.cookie = cookie;
    },
  };
}

function defaultChannel(): SessionChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  try {
    return new BroadcastChannel(SESSION_CHANNEL_NAME) as unknown as SessionChannel;
  } catch {
    return null;
  }
}

function defaultLock(): BrowserSessionOptions['lock'] {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  if (!locks?.request) return undefined;
  return (name, run) => locks.request(name, run) as ReturnType<typeof run>;
}

/**
 * The server does not accept the token at all (tampered, revoked user): the pair is worthless. An expired token
 * whose refresh was skipped (5xx) or abandoned (no network) is not that: the pair stays for a later try.
 */
function isRejectedToken(error: unknown): boolean {
  return isApiError(error) && error.httpStatus === 401 && error.apiCode !== ACCOUNT_ERROR_CODES.tokenExpired;
}

export function createBrowserSession(options: BrowserSessionOptions): BrowserSession {
  const now = options.now ?? (() => Date.now());
  const storage = options.storage ?? documentCookieStorage();
  const channel = options.channel === undefined ? defaultChannel() : options.channel;
  const lock = options.lock ?? defaultLock();
  const refreshEnabled = options.refreshEnabled ?? true;
  const secure =
    options.secureCookie ?? (typeof location !== 'undefined' && location.protocol === 'https:');
  const clientOptions = { apiBase: options.apiBase, apiKey: options.apiKey, locale: options.locale, fetchImpl: options.fetchImpl };
  // refresh and logout carry the refresh token in the body, never a bearer token
  const bareClient = createApiClient(clientOptions);

  let stored: StoredSession | null = null;
  let snapshot: SessionSnapshot = ANONYMOUS;
  const listeners = new Set<() => void>();
  let refreshing: Promise<boolean> | null = null;
  // bumps on every sign-in/sign-out so a user load that finishes late cannot undo a newer change
  let generation = 0;

  function setSnapshot(next: SessionSnapshot): void {
    if (next === snapshot) return;
    snapshot = next;
    for (const listener of [...listeners]) listener();
  }

  function writeStored(next: StoredSession | null): void {
    stored = next;
    storage.write(next ? sessionCookieString(next, { secure }) : clearedSessionCookieString({ secure }));
  }

  function storedFromTokens(tokens: LoginTokens, remember: boolean): StoredSession {
    return {
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token,
      remember,
      accessExpiresAt: accessTokenExpiry(tokens.access_token, tokens.expires_in, now()),
    };
  }

  /** Forget the pair (no logout call: the server no longer accepts it anyway). */
  function reset(): void {
    generation += 1;
    writeStored(null);
    setSnapshot(ANONYMOUS);
  }

  /**
   * The cookie is shared by every tab: when another tab refreshed (rotating the pair) or signed out, adopt that
   * rather than spend a refresh token that is no longer ours to use.
   */
  function syncFromCookie(): void {
    const { present, stored: inCookie } = readSessionCookie(storage.read());
    if (isValidPair(inCookie)) {
      if (!stored || inCookie.refresh_token !== stored.refresh_token || inCookie.access_token !== stored.access_token) {
        stored = {
          access_token: inCookie.access_token,
          refresh_token: inCookie.refresh_token,
          remember: inCookie.remember === true,
          accessExpiresAt: inCookie.accessExpiresAt ?? accessTokenExpiry(inCookie.access_token, undefined, now()),
        };
      }
      return;
    }
    if (present) storage.write(clearedSessionCookieString({ secure }));
    if (stored) reset();
  }

  async function wait(ms: number): Promise<void> {
    await new Promise<void>((resolve) => setTimeout(resolve, ms));
  }

  /** One refresh under the spec's rules; true when a new pair is in place. Raises only after a reset. */
  async function refreshOnce(): Promise<boolean> {
    syncFromCookie();
    if (!stored) return false;
    if (!refreshEnabled) {
      console.warn(REFRESH_DISABLED_MESSAGE);
      return false;
    }
    const startedWith = stored.refresh_token;
    const startedAt = now();
    for (;;) {
      try {
        const tokens = await refreshTokens(bareClient, startedWith);
        if (!isValidPair(tokens)) {
          reset();
          throw new ApiError('The refresh answer did not hold a token pair', 200, null);
        }
        // the old refresh token is spent now (rotation): only the new pair may be used from here on
        if (stored?.refresh_token === startedWith) writeStored(storedFromTokens(tokens, stored.remember));
        return true;
      } catch (error) {
        const failure = classifyRefreshFailure(error);
        if (failure === 'skip') return false;
        if (failure === 'reset') {
          if (stored?.refresh_token === startedWith) {
            reset();
            channel?.postMessage({ type: 'signed-out' });
          }
          throw error;
        }
        if (!shouldRetryRefresh(startedAt, now(), REFRESH_RETRY_MAX_BROWSER_MS)) return false;
        await wait(REFRESH_RETRY_INTERVAL_MS);
        // another tab may have refreshed meanwhile (the cookie then holds a new pair)
        syncFromCookie();
        if (!stored) return false;
        if (stored.refresh_token !== startedWith) return true;
      }
    }
  }

  /** Refresh once for all concurrent callers of this tab, and (with Web Locks) of all tabs. */
  function refresh(): Promise<boolean> {
    if (!refreshing) {
      const before = stored?.refresh_token;
      const run = async (): Promise<boolean> => {
        // inside the lock: a tab that refreshed while we waited has left a fresh pair in the cookie
        syncFromCookie();
        if (stored && stored.refresh_token !== before && !isAccessTokenExpired(stored.accessExpiresAt, now())) return true;
        return refreshOnce();
      };
      refreshing = (lock ? lock(REFRESH_LOCK_NAME, run) : run()).finally(() => {
        refreshing = null;
      });
    }
    return refreshing;
  }

  async function accessToken(): Promise<string | null> {
    if (refreshing) await refreshing;
    syncFromCookie();
    if (!stored) return null;
    if (isAccessTokenExpired(stored.accessExpiresAt, now())) await refresh();
    // after a skipped or abandoned refresh the old token goes out; the server's TOKEN_EXPIRED then says so
    return stored?.access_token ?? null;
  }

  async function afterUnauthorized(rejectedToken?: string): Promise<boolean> {
    syncFromCookie();
    if (!stored) return false;
    // a refresh already replaced the token that call carried: just retry with the new one
    if (rejectedToken && rejectedToken !== stored.access_token) return true;
    return refresh();
  }

  // the session's own authenticated client (GET site/users)
  const authClient: ApiClient = createApiClient({ ...clientOptions, auth: { accessToken, afterUnauthorized } });

  async function loadUser(): Promise<User | null> {
    const started = generation;
    try {
      const user = await getUser(authClient);
      if (started !== generation) return snapshot.user;
      setSnapshot({ status: 'signed-in', user });
      return user;
    } catch (error) {
      if (started !== generation) return snapshot.user;
      // 401 (the token is not accepted): the pair is worthless; anything else keeps it for the next page load
      if (isRejectedToken(error)) reset();
      else if (snapshot.status === 'loading') setSnapshot(ANONYMOUS);
      throw error;
    }
  }

  async function start(): Promise<void> {
    syncFromCookie();
    if (!stored) return;
    setSnapshot(LOADING);
    await loadUser().catch((error: unknown) => {
      if (!isRejectedToken(error)) console.warn('The signed-in user could not be loaded', error);
    });
  }

  async function signIn(tokens: LoginTokens, remember: boolean): Promise<User> {
    if (!isValidPair(tokens)) {
      reset();
      throw new ApiError('The sign-in answer did not hold a token pair', 200, null);
    }
    generation += 1;
    writeStored(storedFromTokens(tokens, remember));
    const user = await loadUser();
    if (!user) throw new ApiError('The signed-in user could not be loaded', 200, null);
    channel?.postMessage({ type: 'signed-in' });
    return user;
  }

  async function signOut(): Promise<void> {
    syncFromCookie();
    const refreshToken = stored?.refresh_token;
    reset();
    channel?.postMessage({ type: 'signed-out' });
    if (refreshToken) {
      // the pair is gone from this browser either way; a failed logout only leaves a token nobody holds
      await logout(bareClient, refreshToken).catch(() => {});
    }
  }

  async function reloadUser(): Promise<User | null> {
    syncFromCookie();
    if (!stored) return null;
    const user = await loadUser();
    channel?.postMessage({ type: 'user-changed' });
    return user;
  }

  function replaceTokens(tokens: LoginTokens): void {
    if (!isValidPair(tokens)) return;
    writeStored(storedFromTokens(tokens, stored?.remember ?? false));
  }

  // another tab signed in, out, or changed the user: the cookie already says so; reload what this tab shows
  channel?.addEventListener('message', (event) => {
    const type = event.data?.type;
    if (type === 'signed-out') {
      syncFromCookie();
      if (!stored) setSnapshot(ANONYMOUS);
      return;
    }
    if (type === 'signed-in' || type === 'user-changed') {
      generation += 1;
      syncFromCookie();
      if (stored) void loadUser().catch(() => {});
      else setSnapshot(ANONYMOUS);
    }
  });

  const ready = start();

  return {
    ready,
    snapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    accessToken,
    afterUnauthorized,
    signIn,
    signOut,
    reloadUser,
    replaceTokens,
    dispose: () => channel?.close(),
  };
}
