import { canUseCastSdk, castAllowedByAppConfig, supportsAirPlay } from './cast-support';

describe('what the browser supports', () => {
  it('knows the Chrome family by window.chrome', () => {
    const w = window as Window & { chrome?: unknown };
    expect(canUseCastSdk()).toBe(false);
    w.chrome = {};
    expect(canUseCastSdk()).toBe(true);
    delete w.chrome;
  });

  it('offers AirPlay only where Safari defines its playback target events', () => {
    expect(supportsAirPlay()).toBe(false);
    (window as unknown as Record<string, unknown>).WebKitPlaybackTargetAvailabilityEvent = class {};
    expect(supportsAirPlay()).toBe(true);
    delete (window as unknown as Record<string, unknown>).WebKitPlaybackTargetAvailabilityEvent;
  });
});

describe('the app config switch', () => {
  const answer = (body: unknown, ok = true) => jest.fn(async () => ({ ok, json: async () => body }) as Response);

  it('allows Chromecast unless /app-config.json says "chromecast": false', async () => {
    expect(await castAllowedByAppConfig(answer({ apiBase: '/v2/' }))).toBe(true);
    expect(await castAllowedByAppConfig(answer({ chromecast: true }))).toBe(true);
    expect(await castAllowedByAppConfig(answer({ chromecast: false }))).toBe(false);
  });

  it('allows it when the config cannot be read', async () => {
    expect(await castAllowedByAppConfig(answer(null, false))).toBe(true);
    expect(await castAllowedByAppConfig(jest.fn(async () => Promise.reject(new Error('offline'))))).toBe(true);
  });
});
