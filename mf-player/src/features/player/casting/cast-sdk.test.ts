import { CAST_SDK_URL, canUseCastSdk, castAllowedByAppConfig, loadCastSdk } from './cast-sdk';

type CastTestWindow = Window & { chrome?: unknown; cast?: unknown; __onGCastApiAvailable?: (ok: boolean) => void };
const w = window as CastTestWindow;

function castScript(): HTMLScriptElement | null {
  return document.head.querySelector(`script[src="${CAST_SDK_URL}"]`);
}

afterEach(() => {
  castScript()?.remove();
  delete w.chrome;
  delete w.cast;
  delete w.__onGCastApiAvailable;
  jest.useRealTimers();
});

describe('the Cast SDK loader', () => {
  it('knows the Chrome family by window.chrome', () => {
    expect(canUseCastSdk()).toBe(false);
    w.chrome = {};
    expect(canUseCastSdk()).toBe(true);
  });

  it('adds the gstatic script and resolves once the SDK says it is available', async () => {
    const loading = loadCastSdk(1000);
    expect(castScript()?.async).toBe(true);
    w.chrome = { cast: { media: { DEFAULT_MEDIA_RECEIVER_APP_ID: 'CC1AD845' }, Image: class {}, AutoJoinPolicy: {} } };
    w.cast = { framework: { CastContext: {} } };
    w.__onGCastApiAvailable!(true);
    const sdk = await loading;
    expect(sdk.media.DEFAULT_MEDIA_RECEIVER_APP_ID).toBe('CC1AD845');
  });

  it('rejects when the script fails to load, and tries again next time', async () => {
    const loading = loadCastSdk(1000);
    castScript()!.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('could not be loaded');
    castScript()?.remove();
    const again = loadCastSdk(1000);
    expect(castScript()).not.toBeNull();
    castScript()!.dispatchEvent(new Event('error'));
    await expect(again).rejects.toThrow();
  });

  it('rejects when the SDK says the Cast API is not available', async () => {
    const loading = loadCastSdk(1000);
    w.__onGCastApiAvailable!(false);
    await expect(loading).rejects.toThrow('not available');
  });

  it('rejects when the SDK does not answer in time', async () => {
    jest.useFakeTimers();
    const loading = loadCastSdk(5000);
    jest.advanceTimersByTime(5000);
    await expect(loading).rejects.toThrow('no answer within 5000 ms');
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
