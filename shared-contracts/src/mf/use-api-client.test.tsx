/** @jest-environment jsdom */
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ANONYMOUS_SESSION, type PlatformSession } from '../auth/platform-session';
import type { MfCustomProps } from './custom-props';
import { RemotePropsProvider } from './remote-props';
import { useApiClient } from './use-api-client';

describe('useApiClient', () => {
  it("sends the session's access token with the remote's API base, key and locale", async () => {
    const calls: { url: string; init?: RequestInit }[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = (async (url: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(url), init });
      return { ok: true, status: 200, text: async () => '{"username":"listener"}' } as Response;
    }) as typeof fetch;
    const session: PlatformSession = { ...ANONYMOUS_SESSION, accessToken: async () => 'token-1' };
    const props: MfCustomProps = { basePath: '/fr', locale: 'fr', apiBase: '/v2/', apiKey: 'site-key', session };
    const wrapper = ({ children }: { children: ReactNode }) => <RemotePropsProvider value={props}>{children}</RemotePropsProvider>;
    try {
      const { result } = renderHook(() => useApiClient(), { wrapper });
      await result.current.get('site/users', { noCache: true });
      const headers = calls[0]!.init!.headers as Record<string, string>;
      expect(calls[0]!.url).toBe('/v2/site/users');
      expect(headers.Authorization).toBe('Bearer token-1');
      expect(headers['X-API-Key']).toBe('site-key');
      expect(headers['Accept-Language']).toBe('fr-FR');
    } finally {
      globalThis.fetch = original;
    }
  });
});
