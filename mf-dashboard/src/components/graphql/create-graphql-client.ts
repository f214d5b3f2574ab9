// The dashboard's urql client for aggregate reads over POST /graphql (writes stay REST). Auth is the REST one:
// the session's access token (refreshed when expired) as a Bearer header on every request.
import { Client, cacheExchange, fetchExchange } from '@urql/core';
import type { ApiAuth } from '@sermon/shared-contracts/api/create-api-client';

/** /graphql sits beside the REST base: '/v2/' → '/graphql', 'https://api.example.org/v2/' → 'https://api.example.org/graphql'. */
export function graphqlUrlFor(apiBase: string, pageUrl: string = typeof window === 'undefined' ? 'http://localhost/' : window.location.href): string {
  return new URL('../graphql', new URL(apiBase, pageUrl)).toString();
}

export function createGraphQLClient(options: { apiBase: string; auth: ApiAuth; fetchImpl?: typeof fetch }): Client {
  const baseFetch = options.fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const authedFetch: typeof fetch = async (input, init) => {
    const token = await options.auth.accessToken();
    const headers = new Headers(init?.headers);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return baseFetch(input, { ...init, headers });
  };
  return new Client({
    url: graphqlUrlFor(options.apiBase),
    exchanges: [cacheExchange, fetchExchange],
    fetch: authedFetch,
    // GraphQL answers every field error as 200; the dashboard wants fresh numbers on each visit
    requestPolicy: 'cache-and-network',
    preferGetMethod: false,
  });
}
