/** @jest-environment node */
import { createApiClient, type ApiAuth } from './create-api-client';
import { getSermonTranscript } from './get-sermon-transcript';
import { ApiError } from '../errors/api-error';

interface Call {
  url: string;
  headers: Record<string, string>;
}

function fakeFetch(status: number, body: string, contentType: string) {
  const calls: Call[] = [];
  const impl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), headers: (init?.headers ?? {}) as Record<string, string> });
    return new Response(body, { status, headers: { 'content-type': contentType } });
  }) as typeof fetch;
  return { impl, calls };
}

const auth: ApiAuth = { accessToken: async () => 'token-1', afterUnauthorized: async () => false };

describe('getSermonTranscript', () => {
  it('GETs the transcript with the access token and answers its text as it is', async () => {
    const text = 'Grace and peace to you.\n\nLet us pray.\n';
    const { impl, calls } = fakeFetch(200, text, 'text/plain; charset=utf-8');
    const client = createApiClient({ apiBase: '/v2/', apiKey: 'k', locale: 'en', fetchImpl: impl, auth });
    await expect(getSermonTranscript(client, 'a b/1', { language: 'eng' })).resolves.toBe(text);
    expect(calls[0]!.url).toBe('/v2/node/sermons/a%20b%2F1/transcript?language=eng');
    expect(calls[0]!.headers.Authorization).toBe('Bearer token-1');
    expect(calls[0]!.headers.Accept).toMatch(/^text\/plain/);
  });

  it('leaves the language out when none is given', async () => {
    const { impl, calls } = fakeFetch(200, 'words', 'text/plain');
    const client = createApiClient({ apiBase: '/v2/', apiKey: 'k', locale: 'en', fetchImpl: impl, auth });
    await getSermonTranscript(client, '42');
    expect(calls[0]!.url).toBe('/v2/node/sermons/42/transcript');
  });

  it('reads an error answer as the API error it is', async () => {
    const { impl } = fakeFetch(401, JSON.stringify({ message: 'Sign in first', errors: { code: 'UNAUTHORIZED' } }), 'application/json');
    const client = createApiClient({ apiBase: '/v2/', apiKey: 'k', locale: 'en', fetchImpl: impl });
    const error = await getSermonTranscript(client, '42').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ httpStatus: 401, apiCode: 'UNAUTHORIZED' });
  });
});
