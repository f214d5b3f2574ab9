/** @jest-environment node */
import { createApiClient } from '../api/create-api-client';
import { SESSION_COOKIE_NAME } from '../constants/accounts';
import type { LoginTokens, User } from '../entities/user';
import { ApiError } from '../errors/api-error';
import { createBrowserSession, type BrowserSessionOptions } from './browser-session';
import { REFRESH_DISABLED_MESSAGE } from './refresh-policy';
import { readSessionCookie, sessionCookieString, type StoredSession } from './session-cookie';
import { channelHub, fakeCookieJar, fakeJwt, json, routedFetch, type FetchCall, type Route } from './session-test-kit';

const START = Date.UTC(2025, 5, 1, 12, 0, 0);
const nowSeconds = () => Math.floor(Date.now() / 1000);

const listener = { type: 'user', user_id: 1, username: 'listener', display_name: 'Listener' } as User;

function tokens(name: string, expiresInSeconds = 900): LoginTokens {
  return {
    access_token: fakeJwt(nowSeconds() + expiresInSeconds, name),
    refresh_token: `refresh-${name}`,
    token_type: 'Bearer',
    expires_in: expiresInSeconds,
    refresh_expires_in: 31_536_000,
  };
}

function storedCookie(pair: LoginTokens, remember = false): string {
  const stored: StoredSession = {
    access_token: pair.access_token,
    refresh_token: pair.refresh_token,
    remember,
    accessExpiresAt: JSON.parse(Buffer.from(pair.access_token.split('.')[1]!, 'base64url').toString()).exp * 1000,
  };
  return sessionCookieString(stored, { secure: false }).split(';')[0]!.split('=').slice(1).join('=');
}

const expiredAnswer = json(401, { message: 'Your session has expired.', errors: { code: 'TOKEN_EXPIRED' } });
const invalidRefresh = () =>
  json(401, { message: 'Your session has expired. Please sign in again.', errors: { code: 'INVALID_REFRESH_TOKEN' } });

/** The API as the session sees it: one valid access token at a time, rotating refresh tokens. */
function fakeApi(options: { refresh?: Route } = {}) {
  let serial = 0;
  const state = { validAccess: new Set<string>(), refreshes: 0 };
  const route: Route = async (call) => {
    if (call.path === 'site/users/refresh') {
      state.refreshes += 1;
      if (options.refresh) {
        const answer = await options.refresh(call);
        if (answer !== 'network-error' && answer.status === 200) {
          const body = (await answer.clone().json()) as LoginTokens;
          state.validAccess.add(body.access_token);
        }
        return answer;
      }
      serial += 1;
      const next = tokens(`r${serial}`);
      state.validAccess.add(next.access_token);
      return json(200, next);
    }
    if (call.path === 'site/users/logout') return json(204);
    if (call.path === 'site/users') {
      const token = call.authorization?.replace(/^Bearer /, '');
      if (!token) return json(401, { message: 'Please sign in.', errors: { code: 'UNAUTHORIZED' } });
      if (!state.validAccess.has(token)) return expiredAnswer.clone();
      return json(200, listener);
    }
    return json(404, { status: 'not found' });
  };
  return { route, state };
}

function makeSession(route: Route, extra: Partial<BrowserSessionOptions> & { cookie?: string } = {}) {
  const { impl, calls } = routedFetch(route);
  const jar = fakeCookieJar(extra.cookie ? { [SESSION_COOKIE_NAME]: extra.cookie } : {});
  const session = createBrowserSession({
    apiBase: '/v2/',
    apiKey: 'k',
    locale: 'en',
    fetchImpl: impl,
    now: () => Date.now(),
    storage: jar,
    channel: null,
    ...extra,
  });
  return { session, calls, jar };
}

const refreshCalls = (calls: FetchCall[]) => calls.filter((call) => call.path === 'site/users/refresh');

beforeEach(() => {
  jest.useFakeTimers({ now: START });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the browser session at page start', () => {
  it('is anonymous without a cookie and calls nothing', async () => {
    const api = fakeApi();
    const { session, calls } = makeSession(api.route);
    await session.ready;
    expect(session.snapshot()).toEqual({ status: 'anonymous', user: null });
    expect(calls).toEqual([]);
  });

  it('loads the user of a stored pair, showing loading until then', async () => {
    const api = fakeApi();
    const pair = tokens('a');
    api.state.validAccess.add(pair.access_token);
    const { session, calls } = makeSession(api.route, { cookie: storedCookie(pair) });
    expect(session.snapshot().status).toBe('loading');
    await session.ready;
    expect(session.snapshot()).toEqual({ status: 'signed-in', user: listener });
    expect(calls).toEqual([{ method: 'GET', path: 'site/users', authorization: `Bearer ${pair.access_token}`, body: undefined }]);
  });

  it('refreshes an expired access token first, then the request succeeds with the new one', async () => {
    const api = fakeApi();
    const old = tokens('a', 900);
    jest.setSystemTime(START + 901_000);
    const { session, calls, jar } = makeSession(api.route, { cookie: storedCookie(old, true) });
    await session.ready;
    expect(calls.map((call) => call.path)).toEqual(['site/users/refresh', 'site/users']);
    expect(calls[0]!.body).toEqual({ refresh_token: 'refresh-a' });
    expect(session.snapshot().status).toBe('signed-in');
    // rotation: the new refresh token replaced the spent one, and remember me carried over
    const inCookie = readSessionCookie(jar.read()).stored!;
    expect(inCookie.refresh_token).toBe('refresh-r1');
    expect(inCookie.remember).toBe(true);
    expect(jar.writes.at(-1)).toContain('Max-Age=31536000');
  });

  it('counts the access token expired 30 s before its exp', async () => {
    const api = fakeApi();
    const pair = tokens('a', 900);
    api.state.validAccess.add(pair.access_token);
    const { session, calls } = makeSession(api.route, { cookie: storedCookie(pair) });
    await session.ready;
    jest.setSystemTime(START + 869_000);
    await session.accessToken();
    expect(refreshCalls(calls)).toHaveLength(0);
    jest.setSystemTime(START + 871_000);
    await session.accessToken();
    expect(refreshCalls(calls)).toHaveLength(1);
  });

  it('resets a pair that lacks one of its tokens', async () => {
    const half = Buffer.from(JSON.stringify({ access_token: 'only-access', remember: false })).toString('base64url');
    const { session, calls, jar } = makeSession(fakeApi().route, { cookie: half });
    await session.ready;
    expect(session.snapshot().status).toBe('anonymous');
    expect(calls).toEqual([]);
    expect(jar.values.has(SESSION_COOKIE_NAME)).toBe(false);
  });

  it('forgets a pair whose access token the server refuses outright', async () => {
    const route: Route = (call) =>
      call.path === 'site/users' ? json(401, { message: 'Please sign in.', errors: { code: 'UNAUTHORIZED' } }) : json(404);
    const { session, jar } = makeSession(route, { cookie: storedCookie(tokens('tampered')) });
    await session.ready;
    expect(session.snapshot().status).toBe('anonymous');
    expect(jar.values.has(SESSION_COOKIE_NAME)).toBe(false);
  });
});

describe('refreshing', () => {
  it('makes one refresh for many calls answered 401 TOKEN_EXPIRED at once', async () => {
    const api = fakeApi();
    const pair = tokens('a');
    api.state.validAccess.add(pair.access_token);
    const { session, calls } = makeSession(api.route, { cookie: storedCookie(pair) });
    await session.ready;
    // the server expired the token early (e.g. its clock runs ahead)
    api.state.validAccess.clear();
    const client = createApiClient({ apiBase: '/v2/', apiKey: 'k', locale: 'en', fetchImpl: routedFetch(api.route).impl, auth: session });
    const answers = await Promise.all(Array.from({ length: 5 }, () => client.get<User>('site/users', { noCache: true })));
    expect(answers.every((user) => user.username === 'listener')).toBe(true);
    expect(api.state.refreshes).toBe(1);
    expect(refreshCalls(calls)).toHaveLength(1);
  });

  it('skips a refresh answered 5xx silently and keeps the old pair', async () => {
    const api = fakeApi({ refresh: () => json(503, { message: 'down', errors: { code: 'UNAVAILABLE' } }) });
    const old = tokens('a');
    api.state.validAccess.add(old.access_token);
    const { session, jar } = makeSession(api.route, { cookie: storedCookie(old) });
    await session.ready;
    const before = jar.read();
    jest.setSystemTime(START + 901_000);
    await expect(session.afterUnauthorized(old.access_token)).resolves.toBe(false);
    await expect(session.accessToken()).resolves.toBe(old.access_token);
    expect(jar.read()).toBe(before);
    expect(session.snapshot().status).toBe('signed-in');
  });

  it('resets the session and raises the error when the refresh token is refused', async () => {
    const api = fakeApi({ refresh: invalidRefresh });
    const old = tokens('a');
    api.state.validAccess.add(old.access_token);
    const { session, jar } = makeSession(api.route, { cookie: storedCookie(old) });
    await session.ready;
    expect(session.snapshot().status).toBe('signed-in');
    jest.setSystemTime(START + 901_000);
    const error = await session.accessToken().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ httpStatus: 401, apiCode: 'INVALID_REFRESH_TOKEN' });
    expect(session.snapshot()).toEqual({ status: 'anonymous', user: null });
    expect(jar.values.has(SESSION_COOKIE_NAME)).toBe(false);
    await expect(session.accessToken()).resolves.toBeNull();
  });

  it('retries a refresh with no response every 500 ms and gives up quietly after 31 s', async () => {
    const api = fakeApi({ refresh: () => 'network-error' });
    const old = tokens('a');
    api.state.validAccess.add(old.access_token);
    const { session, calls, jar } = makeSession(api.route, { cookie: storedCookie(old) });
    await session.ready;
    jest.setSystemTime(START + 901_000);
    const settled = jest.fn();
    const token = session.accessToken().then((value) => {
      settled(value);
      return value;
    });
    await jest.advanceTimersByTimeAsync(499);
    expect(refreshCalls(calls)).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(refreshCalls(calls)).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(settled).toHaveBeenCalled();
    // tries at 0, 500, ..., 31 000 ms: 63 in all, then no more
    expect(refreshCalls(calls)).toHaveLength(63);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(refreshCalls(calls)).toHaveLength(63);
    // given up quietly: no error, the pair is still there for a later try
    await expect(token).resolves.toBe(old.access_token);
    expect(readSessionCookie(jar.read()).stored?.refresh_token).toBe('refresh-a');
  });

  it('succeeds when the network comes back before the retries run out', async () => {
    let attempts = 0;
    const api = fakeApi({
      refresh: () => {
        attempts += 1;
        return attempts < 4 ? 'network-error' : json(200, tokens('back'));
      },
    });
    api.state.validAccess.add(tokens('a').access_token);
    const { session } = makeSession(api.route, { cookie: storedCookie(tokens('a')) });
    await session.ready;
    jest.setSystemTime(START + 901_000);
    const token = session.accessToken();
    await jest.advanceTimersByTimeAsync(1_500);
    expect(await token).toBe(tokens('back').access_token);
    expect(attempts).toBe(4);
  });

  it('logs that the refresh endpoint is disabled instead of calling it', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const api = fakeApi();
    const old = tokens('a');
    const { session, calls } = makeSession(api.route, { cookie: storedCookie(old), refreshEnabled: false });
    jest.setSystemTime(START + 901_000);
    await session.ready;
    expect(warn).toHaveBeenCalledWith(REFRESH_DISABLED_MESSAGE);
    expect(refreshCalls(calls)).toHaveLength(0);
  });

  it('adopts the pair another tab refreshed into the cookie instead of spending the old refresh token', async () => {
    const api = fakeApi();
    const old = tokens('a');
    api.state.validAccess.add(old.access_token);
    const { session, calls, jar } = makeSession(api.route, { cookie: storedCookie(old) });
    await session.ready;
    jest.setSystemTime(START + 901_000);
    // the other tab rotated the pair meanwhile
    const rotated = tokens('other-tab');
    jar.values.set(SESSION_COOKIE_NAME, storedCookie(rotated));
    await expect(session.accessToken()).resolves.toBe(rotated.access_token);
    expect(refreshCalls(calls)).toHaveLength(0);
  });

  it('retries at once without refreshing when the rejected token was already replaced', async () => {
    const api = fakeApi();
    const pair = tokens('a');
    api.state.validAccess.add(pair.access_token);
    const { session, calls } = makeSession(api.route, { cookie: storedCookie(pair) });
    await session.ready;
    await expect(session.afterUnauthorized('an-older-token')).resolves.toBe(true);
    expect(refreshCalls(calls)).toHaveLength(0);
  });

  it('runs the refresh inside the cross-tab lock', async () => {
    const names: string[] = [];
    const lock = <T,>(name: string, run: () => Promise<T>) => {
      names.push(name);
      return run();
    };
    const cookie = storedCookie(tokens('a', 900));
    jest.setSystemTime(START + 901_000);
    const { session, calls } = makeSession(fakeApi().route, { cookie, lock });
    await session.ready;
    expect(names).toEqual(['sermonhub-refresh']);
    expect(calls.map((call) => call.path)).toEqual(['site/users/refresh', 'site/users']);
  });
});

describe('signing in and out', () => {
  it('stores the pair, loads the user and tells the other tabs', async () => {
    const api = fakeApi();
    const hub = channelHub();
    const mine = hub();
    const other = hub();
    const { session, jar } = makeSession(api.route, { channel: mine });
    const pair = tokens('login');
    api.state.validAccess.add(pair.access_token);
    const seen: string[] = [];
    session.subscribe(() => seen.push(session.snapshot().status));
    const otherMessages: unknown[] = [];
    other.addEventListener('message', (event) => otherMessages.push(event.data));

    await expect(session.signIn(pair, false)).resolves.toEqual(listener);
    expect(session.snapshot()).toEqual({ status: 'signed-in', user: listener });
    expect(seen).toEqual(['signed-in']);
    expect(readSessionCookie(jar.read()).stored?.refresh_token).toBe('refresh-login');
    // without remember me the cookie ends with the browser session
    expect(jar.writes.at(-1)).not.toContain('Max-Age');
    expect(otherMessages).toEqual([{ type: 'signed-in' }]);
  });

  it('keeps the cookie a year with remember me', async () => {
    const api = fakeApi();
    const { session, jar } = makeSession(api.route);
    const pair = tokens('login');
    api.state.validAccess.add(pair.access_token);
    await session.signIn(pair, true);
    expect(jar.writes.at(-1)).toMatch(/; Max-Age=31536000$/);
  });

  it('refuses an incomplete pair', async () => {
    const { session } = makeSession(fakeApi().route);
    await expect(session.signIn({ ...tokens('x'), refresh_token: '' }, false)).rejects.toBeInstanceOf(ApiError);
    expect(session.snapshot().status).toBe('anonymous');
  });

  it('signs out: logs the refresh token out, forgets everything, tells the other tabs', async () => {
    const api = fakeApi();
    const hub = channelHub();
    const mine = hub();
    const pair = tokens('a');
    api.state.validAccess.add(pair.access_token);
    const { session, calls, jar } = makeSession(api.route, { cookie: storedCookie(pair), channel: mine });
    await session.ready;
    await session.signOut();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: 'site/users/logout', body: { refresh_token: 'refresh-a' } });
    expect(session.snapshot()).toEqual({ status: 'anonymous', user: null });
    expect(jar.values.has(SESSION_COOKIE_NAME)).toBe(false);
    expect(mine.posted).toEqual([{ type: 'signed-out' }]);
  });

  it('signs out even when the logout call fails', async () => {
    const api = fakeApi();
    const pair = tokens('a');
    api.state.validAccess.add(pair.access_token);
    const route: Route = (call) => (call.path === 'site/users/logout' ? 'network-error' : api.route(call));
    const { session, jar } = makeSession(route, { cookie: storedCookie(pair) });
    await session.ready;
    await expect(session.signOut()).resolves.toBeUndefined();
    expect(jar.values.has(SESSION_COOKIE_NAME)).toBe(false);
  });

  it('follows a sign-in and a sign-out made in another tab', async () => {
    const api = fakeApi();
    const hub = channelHub();
    const jar = fakeCookieJar();
    const { impl } = routedFetch(api.route);
    const common = { apiBase: '/v2/', apiKey: 'k', locale: 'en' as const, fetchImpl: impl, storage: jar, now: () => Date.now() };
    const tabA = createBrowserSession({ ...common, channel: hub() });
    const tabB = createBrowserSession({ ...common, channel: hub() });
    const pair = tokens('a');
    api.state.validAccess.add(pair.access_token);
    await tabA.signIn(pair, false);
    await jest.advanceTimersByTimeAsync(0);
    expect(tabB.snapshot()).toEqual({ status: 'signed-in', user: listener });
    await tabA.signOut();
    expect(tabB.snapshot()).toEqual({ status: 'anonymous', user: null });
  });

  it('reloads the user after a change and keeps remember me when the tokens are replaced', async () => {
    const api = fakeApi();
    const pair = tokens('a');
    api.state.validAccess.add(pair.access_token);
    const { session, jar } = makeSession(api.route, { cookie: storedCookie(pair, true) });
    await session.ready;
    const replaced = tokens('after-password-change');
    api.state.validAccess.add(replaced.access_token);
    session.replaceTokens(replaced);
    expect(readSessionCookie(jar.read()).stored).toMatchObject({ refresh_token: 'refresh-after-password-change', remember: true });
    await expect(session.reloadUser()).resolves.toEqual(listener);
  });
});
