/** @jest-environment node */
import { createApiClient, type ApiAuth } from './create-api-client';
import { deleteUser } from './delete-user';
import { followTarget } from './follow-target';
import { getFollowStatus } from './get-follow-status';
import { getHistoryEntry } from './get-history-entry';
import { checkAvailability } from './check-availability';
import { login } from './login';
import { patchUser } from './patch-user';
import { refreshTokens } from './refresh-tokens';
import { uploadProfilePicture } from './upload-profile-picture';
import { ApiError } from '../errors/api-error';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  timeoutSignal: boolean;
}

type Answer = { status: number; body?: unknown };

/** A fetch that answers from a queue and records what it was sent. */
function fakeFetch(...answers: Answer[]) {
  const calls: Call[] = [];
  const impl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: init?.body,
      timeoutSignal: !!init?.signal,
    });
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(answer.status === 204 ? null : text, { status: answer.status });
  }) as typeof fetch;
  return { impl, calls };
}

const expired = { status: 401, body: { message: 'Your session has expired.', errors: { code: 'TOKEN_EXPIRED' } } };

function fakeAuth(tokens: string[], retry = true): ApiAuth & { unauthorizedCalls: (string | undefined)[] } {
  const unauthorizedCalls: (string | undefined)[] = [];
  let index = 0;
  return {
    unauthorizedCalls,
    accessToken: async () => tokens[index] ?? null,
    afterUnauthorized: async (rejected) => {
      unauthorizedCalls.push(rejected);
      index += 1;
      return retry;
    },
  };
}

describe('the API client sending changes', () => {
  it('posts JSON bodies with a content type and no cache params', async () => {
    const { impl, calls } = fakeFetch({ status: 200, body: { access_token: 'a', refresh_token: 'r' } });
    const client = createApiClient({ apiBase: '/v2/', apiKey: 'k', locale: 'en', fetchImpl: impl });
    const tokens = await login(client, ' listener ', { password: 'pw', remember: true });
    expect(tokens.access_token).toBe('a');
    expect(calls[0]).toMatchObject({ url: '/v2/site/users/listener/login', method: 'POST' });
    expect(calls[0]!.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(calls[0]!.body))).toEqual({ password: 'pw', remember: true });
  });

  it('answers a 204 as undefined for post, put, patch and delete', async () => {
    const { impl, calls } = fakeFetch({ status: 204 });
    const client = createApiClient({ apiBase: '/v2/', apiKey: 'k', locale: 'en', fetchImpl: impl });
    await expect(client.post('a')).resolves.toBeUndefined();
    await expect(client.put('b', { x: 1 })).resolves.toBeUndefined();
    await expect(client.patch('c', { y: 2 })).resolves.toBeUndefined();
    await expect(client.delete('d')).resolves.toBeUndefined();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /v2/a', 'PUT /v2/b', 'PATCH /v2/c', 'DELETE /v2/d']);
    expect(calls[0]!.body).toBeUndefined();
    expect(calls[0]!.headers['Content-Type']).toBeUndefined();
  });

  it('sends a DELETE body when one is given (deleting the account takes the password)', async () => {
    const { impl, calls } = fakeFetch({ status: 204 });
    const client = createApiClient({ apiBase: '/v2/', apiKey: 'k', locale: 'en', fetchImpl: impl });
    await deleteUser(client, 'secret-1A');
    expect(calls[0]).toMatchObject({ method: 'DELETE', url: '/v2/site/users' });
    expect(JSON.parse(String(calls[0]!.body))).toEqual({ password: 'secret-1A' });
  });

  it('patches the user and hands back new tokens when the password changed', async () => {
    const { impl, calls } = fakeFetch({ status: 200, body: { user: { user_id: 1 }, tokens: { access_token: 'n' } } });
    const client = createApiClient({ apiBase: '/v2/', apiKey: 'k', locale: 'en', fetchImpl: impl });
    const result = await patchUser(client, { password: 'New-pass1', current_password: 'old' });
    expect(result.tokens?.access_token).toBe('n');
    expect(calls[0]!.method).toBe('PATCH');
  });

  it('uploads raw picture bytes to the signed URL with their own content type', async () => {
    const { impl, calls } = fakeFetch(
      { status: 200, body: { uploadURL: '/v2/site/users/profile_picture/signed' } },
      { status: 200, body: { user: { user_id: 7 } } },
    );
    const client = createApiClient({ apiBase: 'https://api.example.org/v2/', apiKey: 'k', locale: 'en', fetchImpl: impl });
    const picture = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    const user = await uploadProfilePicture(client, picture);
    expect(user.user_id).toBe(7);
    expect(calls[1]).toMatchObject({ method: 'PUT', url: 'https://api.example.org/v2/site/users/profile_picture/signed' });
    expect(calls[1]!.headers['Content-Type']).toBe('image/jpeg');
    expect(calls[1]!.body).toBe(picture);
  });

  it('gives the refresh call its own 5 s timeout', async () => {
    const { impl, calls } = fakeFetch({ status: 200, body: { access_token: 'a', refresh_token: 'b' } });
    const client = createApiClient({ apiBase: '/v2/', apiKey: 'k', locale: 'en', fetchImpl: impl, timeoutMs: 0 });
    await refreshTokens(client, 'r1');
    // with the client's timeout off, only the refresh's own timeout can have made the signal
    expect(calls[0]!.timeoutSignal).toBe(true);
    expect(JSON.parse(String(calls[0]!.body))).toEqual({ refresh_token: 'r1' });
  });
});

describe('the API client with a session', () => {
  it('sends the access token as a Bearer header', async () => {
    const { impl, calls } = fakeFetch({ status: 204 });
    const client = createApiClient({ apiBase: '/v2/', apiKey: 'k', locale: 'en', fetchImpl: impl, auth: fakeAuth(['t1']) });
    await followTarget(client, 'speaker', 'John Doe');
    expect(calls[0]!.url).toBe('/v2/site/speakers/John%20Doe');
    expect(calls[0]!.headers.Authorization).toBe('Bearer t1');
  });

  it('sends no Authorization header when signed out', async () => {
    const { impl, calls } = fakeFetch({ status: 200, body: {} });
    const client = createApiClient({ apiBase: '/v2/', apiKey: 'k', locale: 'en', fetchImpl: impl, auth: fakeAuth([]) });
    await client.get('node/sermons');
    expect(calls[0]!.headers.Authorization).toBeUndefined();
  });

  it('never sends the token to another host', async () => {
    const { impl, calls } = fakeFetch({ status: 200, body: {} });
    const client = createApiClient({ apiBase: 'https://api.example.org/v2/', apiKey: 'k', locale: 'en', fetchImpl: impl, auth: fakeAuth(['t1']) });
    await client.get('https://elsewhere.example.com/x.json');
    expect(calls[0]!.headers.Authorization).toBeUndefined();
  });

  it('refreshes once after TOKEN_EXPIRED and retries with the new token', async () => {
    const { impl, calls } = fakeFetch(expired, { status: 200, body: { ok: true } });
    const auth = fakeAuth(['old', 'new']);
    const client = createApiClient({ apiBase: '/v2/', apiKey: 'k', locale: 'en', fetchImpl: impl, auth });
    await expect(client.get('site/users', { noCache: true })).resolves.toEqual({ ok: true });
    expect(auth.unauthorizedCalls).toEqual(['old']);
    expect(calls.map((call) => call.headers.Authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('gives up after one retry and does not retry when the session says no', async () => {
    const twice = fakeFetch(expired);
    const auth = fakeAuth(['a', 'b', 'c']);
    const client = createApiClient({ apiBase: '/v2/', apiKey: 'k', locale: 'en', fetchImpl: twice.impl, auth });
    await expect(client.get('site/users')).rejects.toMatchObject({ httpStatus: 401, apiCode: 'TOKEN_EXPIRED' });
    expect(twice.calls).toHaveLength(2);

    const refused = fakeFetch(expired);
    const noRetry = createApiClient({ apiBase: '/v2/', apiKey: 'k', locale: 'en', fetchImpl: refused.impl, auth: fakeAuth(['a'], false) });
    await expect(noRetry.get('site/users')).rejects.toBeInstanceOf(ApiError);
    expect(refused.calls).toHaveLength(1);
  });

  it('does not refresh on other 401s (a tampered or missing token)', async () => {
    const { impl, calls } = fakeFetch({ status: 401, body: { message: 'Please sign in.', errors: { code: 'UNAUTHORIZED' } } });
    const auth = fakeAuth(['bad']);
    const client = createApiClient({ apiBase: '/v2/', apiKey: 'k', locale: 'en', fetchImpl: impl, auth });
    await expect(client.get('site/users')).rejects.toMatchObject({ apiCode: 'UNAUTHORIZED' });
    expect(auth.unauthorizedCalls).toEqual([]);
    expect(calls).toHaveLength(1);
  });
});

describe('the broadcaster dashboard key', () => {
  it("is sent instead of the site key when the query or the body sets key: 'broadcaster'", async () => {
    const { impl, calls } = fakeFetch({ status: 200, body: {} });
    const client = createApiClient({ apiBase: '/v2/', apiKey: 'site', broadcasterApiKey: 'dash', locale: 'en', fetchImpl: impl });
    await client.get('node/broadcasters/x', { query: { key: 'broadcaster', lite: true }, noCache: true });
    await client.post('node/sermons', { key: 'broadcaster', title: 'T' });
    await client.get('node/sermons', { noCache: true });
    expect(calls.map((call) => call.headers['X-API-Key'])).toEqual(['dash', 'dash', 'site']);
    // the selector is for the client: the server never sees it
    expect(calls[0]!.url).toBe('/v2/node/broadcasters/x?lite=1');
    expect(JSON.parse(String(calls[1]!.body))).toEqual({ title: 'T' });
  });

  it('falls back to the site key with one warning when the broadcaster key is missing', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { impl, calls } = fakeFetch({ status: 200, body: {} });
    const client = createApiClient({ apiBase: '/v2/', apiKey: 'site', locale: 'en', fetchImpl: impl });
    await client.get('a', { query: { key: 'broadcaster' } });
    await client.get('b', { query: { key: 'broadcaster' } });
    expect(calls.map((call) => call.headers['X-API-Key'])).toEqual(['site', 'site']);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('the account calls that must not fail loudly', () => {
  it('answer "not available" when the availability check fails', async () => {
    const ok = fakeFetch({ status: 200, body: { isAvailable: true } });
    const broken = fakeFetch({ status: 500, body: { message: 'x', errors: { code: 'X' } } });
    const okClient = createApiClient({ apiBase: '/v2/', apiKey: 'k', locale: 'en', fetchImpl: ok.impl });
    expect(await checkAvailability(okClient, { username: 'newname' })).toBe(true);
    expect(ok.calls[0]!.url).toBe('/v2/site/users/available?username=newname');
    const brokenClient = createApiClient({ apiBase: '/v2/', apiKey: 'k', locale: 'en', fetchImpl: broken.impl });
    expect(await checkAvailability(brokenClient, { email: 'a@b.org' })).toBe(false);
  });

  it('answer "not followed" when the follow check fails', async () => {
    const { impl } = fakeFetch({ status: 401, body: { message: 'Please sign in.', errors: { code: 'UNAUTHORIZED' } } });
    const client = createApiClient({ apiBase: '/v2/', apiKey: 'k', locale: 'en', fetchImpl: impl });
    await expect(getFollowStatus(client, 'series', 12)).resolves.toEqual({ id: '12', type: 'series', followed: false });
  });

  it('answer null for a sermon never played', async () => {
    const { impl } = fakeFetch({ status: 404, body: { message: 'No history for this sermon', errors: { code: 'NOT_FOUND' } } });
    const client = createApiClient({ apiBase: '/v2/', apiKey: 'k', locale: 'en', fetchImpl: impl });
    await expect(getHistoryEntry(client, '123')).resolves.toBeNull();
  });
});
