import { CAST_SDK_URL, loadCastSdk } from './cast-sdk';

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
