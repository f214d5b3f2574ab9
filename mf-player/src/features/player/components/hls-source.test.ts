import { attachHls, canPlayHlsNatively } from './hls-source';

type Listener = (event: string, data: unknown) => void;

/** Stands in for hls.js: records what the player asks of it and lets the test fire its events. */
function fakeHlsClass({ supported = true } = {}) {
  const instances: FakeHls[] = [];
  class FakeHls {
    static Events = { MANIFEST_PARSED: 'hlsManifestParsed', ERROR: 'hlsError' };
    static isSupported = () => supported;
    config: unknown;
    autoLevelCapping = -1;
    source: string | null = null;
    media: HTMLMediaElement | null = null;
    destroyed = false;
    listeners = new Map<string, Listener[]>();
    constructor(config: unknown) {
      this.config = config;
      instances.push(this);
    }
    on(event: string, listener: Listener) {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    }
    emit(event: string, data: unknown = {}) {
      for (const listener of this.listeners.get(event) ?? []) listener(event, data);
    }
    loadSource(src: string) {
      this.source = src;
    }
    attachMedia(media: HTMLMediaElement) {
      this.media = media;
    }
    destroy() {
      this.destroyed = true;
    }
  }
  return { Hls: FakeHls, instances };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('attachHls', () => {
  it('loads the library, the playlist, and attaches the element', async () => {
    const { Hls, instances } = fakeHlsClass();
    const media = document.createElement('video');
    attachHls(media, '/media/v/hls/master.m3u8', { quality: 'high', onFatalError: jest.fn(), load: async () => Hls as never });
    await flush();
    expect(instances).toHaveLength(1);
    expect(instances[0]!.source).toBe('/media/v/hls/master.m3u8');
    expect(instances[0]!.media).toBe(media);
    expect(instances[0]!.config).toMatchObject({ startLevel: -1 });
  });

  it('caps low quality at the lowest level, from the start and when changed', async () => {
    const { Hls, instances } = fakeHlsClass();
    const attachment = attachHls(document.createElement('video'), '/x.m3u8', { quality: 'low', onFatalError: jest.fn(), load: async () => Hls as never });
    await flush();
    const hls = instances[0]!;
    expect(hls.config).toMatchObject({ startLevel: 0 });
    hls.emit(Hls.Events.MANIFEST_PARSED);
    expect(hls.autoLevelCapping).toBe(0);
    attachment.setQuality('high');
    expect(hls.autoLevelCapping).toBe(-1);
    attachment.setQuality('low');
    expect(hls.autoLevelCapping).toBe(0);
  });

  it('reports a fatal error once, and leaves recoverable ones to hls.js', async () => {
    const { Hls, instances } = fakeHlsClass();
    const onFatalError = jest.fn();
    attachHls(document.createElement('video'), '/x.m3u8', { quality: 'high', onFatalError, load: async () => Hls as never });
    await flush();
    const hls = instances[0]!;
    hls.emit(Hls.Events.ERROR, { fatal: false, type: 'networkError', details: 'fragLoadError' });
    expect(onFatalError).not.toHaveBeenCalled();
    hls.emit(Hls.Events.ERROR, { fatal: true, type: 'networkError', details: 'manifestLoadError', response: { code: 404 } });
    hls.emit(Hls.Events.ERROR, { fatal: true, type: 'mediaError', details: 'bufferAppendError' });
    expect(onFatalError).toHaveBeenCalledTimes(1);
    expect(onFatalError).toHaveBeenCalledWith('hls.js networkError: manifestLoadError (HTTP 404)');
  });

  it('fails clearly where the browser cannot play HLS at all', async () => {
    const { Hls, instances } = fakeHlsClass({ supported: false });
    const onFatalError = jest.fn();
    attachHls(document.createElement('video'), '/x.m3u8', { quality: 'high', onFatalError, load: async () => Hls as never });
    await flush();
    expect(instances).toHaveLength(0);
    expect(onFatalError).toHaveBeenCalledWith(expect.stringContaining('cannot play'));
  });

  it('fails clearly when the library cannot be downloaded', async () => {
    const onFatalError = jest.fn();
    attachHls(document.createElement('video'), '/x.m3u8', { quality: 'high', onFatalError, load: () => Promise.reject(new Error('ChunkLoadError')) });
    await flush();
    expect(onFatalError).toHaveBeenCalledWith('hls.js could not be loaded: ChunkLoadError');
  });

  it('never attaches when destroyed before the library arrived, and destroys hls.js after', async () => {
    const { Hls, instances } = fakeHlsClass();
    const early = attachHls(document.createElement('video'), '/x.m3u8', { quality: 'high', onFatalError: jest.fn(), load: async () => Hls as never });
    early.destroy();
    await flush();
    expect(instances).toHaveLength(0);
    const late = attachHls(document.createElement('video'), '/x.m3u8', { quality: 'high', onFatalError: jest.fn(), load: async () => Hls as never });
    await flush();
    late.destroy();
    expect(instances[0]!.destroyed).toBe(true);
  });
});

describe('canPlayHlsNatively', () => {
  it('asks the element about the HLS content type', () => {
    expect(canPlayHlsNatively({ canPlayType: (type) => (type === 'application/vnd.apple.mpegurl' ? 'maybe' : '') })).toBe(true);
    expect(canPlayHlsNatively({ canPlayType: () => '' })).toBe(false);
  });
});
