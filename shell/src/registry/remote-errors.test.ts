import {
  CHUNK_RELOAD_STORAGE_KEY,
  isChunkLoadError,
  reloadForChunkError,
  remoteFailure,
  shouldReloadForChunkError,
} from './remote-errors';
import { RemoteErrorStore } from './remote-error-store';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('a remote that fails', () => {
  it('shows status 500 with the error message', () => {
    const error = new Error("application 'mf_player' died in status LOADING_SOURCE_CODE: Failed to get manifest");
    expect(remoteFailure(error)).toEqual({ status: 500, message: error.message });
    expect(remoteFailure('plain')).toEqual({ status: 500, message: 'plain' });
  });

  it('is kept per remote until it mounts after all', () => {
    const store = new RemoteErrorStore();
    const listener = jest.fn();
    store.subscribe(listener);
    store.report('mf_player', { status: 500, message: 'down' });
    expect(store.getFailures().get('mf_player')?.message).toBe('down');
    store.clear('mf_player');
    store.clear('mf_player');
    expect(store.getFailures().size).toBe(0);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('chunk load errors', () => {
  it('are recognised by name or message', () => {
    const named = Object.assign(new Error('x'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 532 failed.\n(error: http://x/532.js)'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed'))).toBe(true);
    expect(isChunkLoadError(new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reload the page at most once per minute', () => {
    expect(shouldReloadForChunkError(100_000, null)).toBe(true);
    expect(shouldReloadForChunkError(100_000, 50_000)).toBe(false);
    expect(shouldReloadForChunkError(110_000, 50_000)).toBe(true);
  });

  it('remember the reload in session storage', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    expect(reloadForChunkError(storage, reload, 1_000_000)).toBe(true);
    expect(storage.data.get(CHUNK_RELOAD_STORAGE_KEY)).toBe('1000000');
    expect(reloadForChunkError(storage, reload, 1_030_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForChunkError(storage, reload, 1_060_000)).toBe(true);
  });
});
