/** @jest-environment node */
import { ApiTimeoutError, createApiClient, encodeQuery } from './create-api-client';
import { getSermons } from './get-sermons';
import { getSermon } from './get-sermon';
import { getSpeaker } from './get-speaker';
import { getBroadcaster } from './get-broadcaster';
import { getBroadcasterSeries } from './get-broadcaster-series';
import { getSermonEventTypes } from './get-sermon-event-types';
import { ApiError } from '../errors/api-error';

interface Call {
  url: string;
  init: RequestInit;
}

function fakeFetch(status = 200, body: unknown = { ok: true }) {
  const calls: Call[] = [];
  const impl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { impl, calls };
}

function header(call: Call, name: string): string | undefined {
  return (call.init.headers as Record<string, string>)[name];
}

function queryOf(call: Call): URLSearchParams {
  return new URL(call.url, 'http://host').searchParams;
}

describe('createApiClient', () => {
  it('sends Accept-Language for the locale, the API key and a millisecond timestamp', async () => {
    const { impl, calls } = fakeFetch();
    const client = createApiClient({ apiBase: '/v2/', apiKey: 'key-1', locale: 'de', fetchImpl: impl });
    const before = Date.now();
    await client.get('node/languages');
    const call = calls[0]!;
    expect(header(call, 'Accept-Language')).toBe('de-DE');
    expect(header(call, 'X-API-Key')).toBe('key-1');
    const stamp = Number(header(call, 'X-Timestamp'));
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
  });

  it('adds the cache params unless noCache is set', async () => {
    const { impl, calls } = fakeFetch();
    const client = createApiClient({
      apiBase: '/v2/',
      apiKey: 'k',
      locale: 'gb',
      fetchImpl: impl,
      cacheDomain: 'example.org',
      cacheMaxSeconds: 60,
    });
    await client.get('node/sermons');
    await client.get('node/sermons', { noCache: true });
    const cached = queryOf(calls[0]!);
    expect(cached.get('cacheLanguage')).toBe('gb');
    expect(cached.get('cacheMax')).toBe('60');
    expect(cached.get('cacheDomain')).toBe('example.org');
    expect(calls[1]!.url).toBe('/v2/node/sermons');
  });

  it('writes booleans as 1 and 0 and joins arrays with commas', async () => {
    const { impl, calls } = fakeFetch(200, { results: [] });
    const client = createApiClient({ apiBase: '/v2/', apiKey: 'k', locale: 'en', fetchImpl: impl });
    await getSermons(client, { requireAudio: true, staffPick: false, sermonIDs: ['1', '22'], page: 2 }, { noCache: true });
    const query = queryOf(calls[0]!);
    expect(query.get('requireAudio')).toBe('1');
    expect(query.get('staffPick')).toBe('0');
    expect(query.get('sermonIDs')).toBe('1,22');
    expect(query.get('page')).toBe('2');
    expect(encodeQuery({ a: undefined, b: null, c: [] })).toBe('');
  });

  it('joins relative paths onto the base and keeps host-relative next links as they are', async () => {
    const { impl, calls } = fakeFetch();
    const client = createApiClient({ apiBase: 'https://api.example.org/v2', apiKey: 'k', locale: 'en', fetchImpl: impl });
    await client.get('node/sermons', { noCache: true });
    await client.get('/v2/node/sermons?page=2&cacheLanguage=en', {});
    expect(calls[0]!.url).toBe('https://api.example.org/v2/node/sermons');
    const next = new URL(calls[1]!.url);
    expect(next.origin + next.pathname).toBe('https://api.example.org/v2/node/sermons');
    expect(next.searchParams.getAll('cacheLanguage')).toEqual(['en']);
    expect(next.searchParams.get('page')).toBe('2');
  });

  it('sends credentials to its own API but not to other hosts', async () => {
    const { impl, calls } = fakeFetch();
    const client = createApiClient({ apiBase: 'https://api.example.org/v2/', apiKey: 'k', locale: 'en', fetchImpl: impl });
    await client.get('node/sermons');
    await client.get('https://elsewhere.example.com/file.json');
    expect(calls[0]!.init.credentials).toBe('include');
    expect(calls[1]!.init.credentials).toBe('omit');
  });

  it('encodes path segments such as a speaker name with spaces and slashes', async () => {
    const { impl, calls } = fakeFetch(200, { type: 'speaker' });
    const client = createApiClient({ apiBase: '/v2/', apiKey: 'k', locale: 'en', fetchImpl: impl });
    await getSpeaker(client, 'John A/B Doe', { noCache: true });
    expect(calls[0]!.url).toBe('/v2/node/speakers/John%20A%2FB%20Doe');
  });

  it('asks for lite sermons and lite broadcasters by default', async () => {
    const { impl, calls } = fakeFetch(200, { sermonID: '1' });
    const client = createApiClient({ apiBase: '/v2/', apiKey: 'k', locale: 'en', fetchImpl: impl });
    await getSermon(client, '123', {}, { noCache: true });
    await getBroadcaster(client, 'orpc', { lite: false }, { noCache: true });
    expect(calls[0]!.url).toBe('/v2/node/sermons/123?lite=1&liteBroadcaster=1');
    expect(calls[1]!.url).toBe('/v2/node/broadcasters/orpc?lite=0');
  });

  it('uses the snake_case params the API expects for series sorting and event types', async () => {
    const { impl, calls } = fakeFetch(200, { results: [] });
    const client = createApiClient({ apiBase: '/v2/', apiKey: 'k', locale: 'en', fetchImpl: impl });
    await getBroadcasterSeries(client, 'orpc', { sort_by: 'title', filterBy: 'podcast-enabled' }, { noCache: true });
    await getSermonEventTypes(client, { broadcaster_id: 'orpc' }, { noCache: true });
    expect(calls[0]!.url).toBe('/v2/node/broadcasters/orpc/series?sort_by=title&filterBy=podcast-enabled');
    expect(calls[1]!.url).toBe('/v2/node/filter_options/sermon_event_types?broadcaster_id=orpc');
  });

  it('throws an ApiError carrying the status, the code and the field texts', async () => {
    const { impl } = fakeFetch(400, {
      message: 'Invalid query',
      errors: { code: 'INVALID_PARAMETER', pageSize: 'must be at most 100', page: 'must be at least 1' },
    });
    const client = createApiClient({ apiBase: '/v2/', apiKey: 'k', locale: 'en', fetchImpl: impl });
    const error = await client.get('node/sermons').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      httpStatus: 400,
      apiCode: 'INVALID_PARAMETER',
      message: 'pageSize: must be at most 100, page: must be at least 1',
    });
  });

  it('reports an unknown error with the status when the body has no errors object', async () => {
    const { impl } = fakeFetch(404, { status: 'SermonAudio API 404 Not Found' });
    const client = createApiClient({ apiBase: '/v2/', apiKey: 'k', locale: 'en', fetchImpl: impl });
    await expect(client.get('node/nothing')).rejects.toMatchObject({
      httpStatus: 404,
      apiCode: null,
      message: 'An unknown error occurred. Error code 404',
    });
  });

  it('gives up after the timeout', async () => {
    const impl = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof fetch;
    const client = createApiClient({ apiBase: '/v2/', apiKey: 'k', locale: 'en', fetchImpl: impl, timeoutMs: 20 });
    await expect(client.get('node/sermons')).rejects.toBeInstanceOf(ApiTimeoutError);
  });

  it('stops when the caller aborts', async () => {
    const impl = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof fetch;
    const client = createApiClient({ apiBase: '/v2/', apiKey: 'k', locale: 'en', fetchImpl: impl });
    const controller = new AbortController();
    const pending = client.get('node/sermons', { signal: controller.signal });
    controller.abort(new Error('left the page'));
    await expect(pending).rejects.toThrow('left the page');
  });
});
