/** @jest-environment node */
import { loadPlatformConfig, PlatformConfigError } from './load-platform-config';

const manifest = {
  remotes: [
    { name: 'mf_public', manifest: '/mf/mf-public/mf-manifest.json', routes: ['/', '/sermons'], buildId: 'b1' },
    { name: 'mf_player', manifest: '/mf/mf-player/mf-manifest.json', routes: ['*'] },
  ],
};

function fakeFetch(bodies: Record<string, { status?: number; body: unknown }>) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  const impl = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const hit = bodies[url];
    if (!hit) return new Response('missing', { status: 404 });
    return new Response(typeof hit.body === 'string' ? hit.body : JSON.stringify(hit.body), { status: hit.status ?? 200 });
  }) as typeof fetch;
  return { impl, calls };
}

describe('loading the platform config', () => {
  it('fetches both files without the HTTP cache and returns them validated', async () => {
    const { impl, calls } = fakeFetch({
      '/app-config.json': { body: { apiBase: '/v2/', apiKey: 'k', siteName: 'Grace Sermons', extra: 1 } },
      '/remotes.json': { body: manifest },
    });
    const result = await loadPlatformConfig(impl);
    expect(result.config).toEqual({ apiBase: '/v2/', apiKey: 'k', siteName: 'Grace Sermons' });
    expect(result.manifest).toEqual(manifest);
    expect(calls.every((c) => c.init?.cache === 'no-store')).toBe(true);
  });

  it('rejects a manifest of the wrong shape', async () => {
    const { impl } = fakeFetch({
      '/app-config.json': { body: { apiBase: '/v2/', apiKey: 'k' } },
      '/remotes.json': { body: { remotes: [{ name: 'mf_public', routes: '/' }] } },
    });
    await expect(loadPlatformConfig(impl)).rejects.toThrow(PlatformConfigError);
  });

  it('says which file failed when the server answers an error', async () => {
    const { impl } = fakeFetch({ '/app-config.json': { body: { apiBase: '/v2/', apiKey: 'k' } } });
    await expect(loadPlatformConfig(impl)).rejects.toThrow('/remotes.json answered 404');
  });

  it('rejects an app config without an API base', async () => {
    const { impl } = fakeFetch({ '/app-config.json': { body: { apiKey: 'k' } }, '/remotes.json': { body: manifest } });
    await expect(loadPlatformConfig(impl)).rejects.toThrow('apiBase');
  });
});
