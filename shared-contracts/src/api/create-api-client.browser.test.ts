/** @jest-environment jsdom */
// Runs in jsdom, like the remotes' tests: no AbortSignal.any, no fetch Response.
import { createApiClient } from './create-api-client';
import { getSermons } from './get-sermons';

describe('createApiClient in a browser-like environment', () => {
  it('sends relative requests with credentials and the page host as cacheDomain', async () => {
    const calls: { url: string; init?: RequestInit }[] = [];
    const fetchImpl = (async (url: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(url), init });
      return { ok: true, status: 200, text: async () => '{"results":[],"totalCount":0}' } as Response;
    }) as typeof fetch;
    const client = createApiClient({ apiBase: '/v2/', apiKey: 'k', locale: 'fr', fetchImpl });
    const controller = new AbortController();
    const body = await getSermons(client, { page: 1 }, { signal: controller.signal });
    expect(body.totalCount).toBe(0);
    expect(calls[0]!.init?.credentials).toBe('include');
    const query = new URL(calls[0]!.url, 'http://x').searchParams;
    expect(query.get('cacheDomain')).toBe(window.location.host);
    expect(query.get('cacheLanguage')).toBe('fr');
  });
});
