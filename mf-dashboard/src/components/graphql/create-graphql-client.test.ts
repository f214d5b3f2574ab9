import { BROADCASTER_OVERVIEW_QUERY } from '@sermon/shared-contracts/api/get-broadcaster-overview';
import { createGraphQLClient, graphqlUrlFor } from './create-graphql-client';

/** jsdom has no fetch Response: the parts urql reads. */
function jsonResponse(body: unknown) {
  const text = JSON.stringify(body);
  return { ok: true, status: 200, statusText: 'OK', headers: new Headers({ 'content-type': 'application/json' }), text: async () => text, json: async () => body };
}

describe('graphqlUrlFor', () => {
  it('puts /graphql beside the REST base', () => {
    expect(graphqlUrlFor('/v2/', 'https://sermons.example/dashboard-beta')).toBe('https://sermons.example/graphql');
    expect(graphqlUrlFor('https://api.example.org/v2/', 'https://sermons.example/')).toBe('https://api.example.org/graphql');
  });
});

describe('createGraphQLClient', () => {
  it('POSTs the query with the session’s bearer token and reads the data', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return jsonResponse({ data: { broadcasterOverview: { roles: [2] } } });
    }) as unknown as typeof fetch;
    const client = createGraphQLClient({
      apiBase: 'https://api.example.org/v2/',
      auth: { accessToken: async () => 'token-1', afterUnauthorized: async () => false },
      fetchImpl,
    });
    const result = await client.query(BROADCASTER_OVERVIEW_QUERY, { broadcasterID: 'gracechapel' }).toPromise();
    expect(result.error).toBeUndefined();
    expect(result.data).toEqual({ broadcasterOverview: { roles: [2] } });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://api.example.org/graphql');
    expect(calls[0]!.init.method).toBe('POST');
    expect(new Headers(calls[0]!.init.headers).get('Authorization')).toBe('Bearer token-1');
    expect(JSON.parse(String(calls[0]!.init.body)).variables).toEqual({ broadcasterID: 'gracechapel' });
  });

  it('sends no Authorization header when signed out', async () => {
    let seen: Headers | null = null;
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      seen = new Headers(init.headers);
      return jsonResponse({ data: { apiVersion: '1' } });
    }) as unknown as typeof fetch;
    const client = createGraphQLClient({ apiBase: '/v2/', auth: { accessToken: async () => null, afterUnauthorized: async () => false }, fetchImpl });
    await client.query('{ apiVersion }', {}).toPromise();
    expect(seen!.has('Authorization')).toBe(false);
  });
});
