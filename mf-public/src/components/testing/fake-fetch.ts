// Test-only: a fake fetch for the shared API client, answering by path (never imported by the product).

export interface FakeAnswer {
  status?: number;
  body: unknown;
}

export type FakeRoute = (url: URL) => FakeAnswer | Promise<FakeAnswer> | undefined;

/** Replaces global fetch; unanswered requests get the API's 404. Returns the mock to inspect calls. */
export function installFakeFetch(route: FakeRoute): jest.Mock {
  const mock = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = (await route(url)) ?? { status: 404, body: { status: 'SermonAudio API 404 Not Found' } };
    const status = answer.status ?? 200;
    return {
      ok: status >= 200 && status < 300,
      status,
      text: async () => JSON.stringify(answer.body),
    } as Response;
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** The URLs the fake fetch was called with, parsed. */
export function requestedURLs(mock: jest.Mock): URL[] {
  return mock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
}
