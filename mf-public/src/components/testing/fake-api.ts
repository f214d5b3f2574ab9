// Test-only: a fake API that sees the method and body of each request (signed-in calls POST and DELETE).
import type { FakeAnswer } from './fake-fetch';

export interface FakeRequest {
  method: string;
  url: URL;
  body: unknown;
  headers: Record<string, string>;
}

export type FakeApiRoute = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer> | undefined;

/** Replaces global fetch; unanswered requests get the API's 404. Returns the requests made, in order. */
export function installFakeApi(route: FakeApiRoute): FakeRequest[] {
  const requests: FakeRequest[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: FakeRequest = {
      method: init.method ?? 'GET',
      url: new URL(String(input), 'http://localhost'),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    requests.push(request);
    const answer = (await route(request)) ?? { status: 404, body: { message: 'Not found', errors: { code: 'NOT_FOUND' } } };
    const status = answer.status ?? 200;
    return {
      ok: status >= 200 && status < 300,
      status,
      text: async () => (status === 204 ? '' : JSON.stringify(answer.body)),
    } as Response;
  }) as unknown as typeof fetch;
  return requests;
}

/** The requests of one method to one path. */
export function requestsTo(requests: FakeRequest[], method: string, pathname: string): FakeRequest[] {
  return requests.filter((request) => request.method === method && request.url.pathname === pathname);
}
