import type { CasterEvent } from '@sermon/shared-contracts/machines/player.machine';
import type { CastMedia } from '@sermon/shared-contracts/rules/cast-media';
import type { CastSdk } from './cast-sdk';
import { createChromecastAdapter } from './chromecast-adapter';

type Handler = (event: { castState?: string; sessionState?: string }) => void;

/** A stand-in for the Cast Application Framework: records what the adapter calls, lets the test fire its events. */
function fakeSdk() {
  const contextHandlers = new Map<string, Handler[]>();
  const playerHandlers = new Map<string, (() => void)[]>();
  const loaded: { request: { media: Record<string, unknown>; currentTime: number; autoplay: boolean } }[] = [];
  const calls: string[] = [];
  const mediaSession = { media: { contentId: 'https://site.example/media/a.mp3' }, idleReason: null as string | null, getEstimatedTime: () => 42 };
  let session: { loadMedia: (request: never) => Promise<void>; getMediaSession: () => typeof mediaSession } | null = null;
  const player = {
    isConnected: false,
    isMediaLoaded: false,
    isPaused: true,
    isMuted: false,
    currentTime: 0,
    volumeLevel: 1,
    playerState: null as string | null,
  };
  const context = {
    options: null as unknown,
    setOptions(options: unknown) {
      this.options = options;
    },
    addEventListener: (type: string, handler: Handler) => contextHandlers.set(type, [...(contextHandlers.get(type) ?? []), handler]),
    removeEventListener: (type: string, handler: Handler) =>
      contextHandlers.set(type, (contextHandlers.get(type) ?? []).filter((h) => h !== handler)),
    getCastState: () => 'NOT_CONNECTED',
    getCurrentSession: () => session,
    requestSession: jest.fn(async () => undefined),
    endCurrentSession: jest.fn(),
  };
  class MediaInfo {
    streamType = '';
    metadata: unknown = null;
    constructor(
      public contentId: string,
      public contentType: string,
    ) {}
  }
  class GenericMediaMetadata {
    title?: string;
    subtitle?: string;
    images?: unknown[];
  }
  class LoadRequest {
    currentTime = 0;
    autoplay = true;
    constructor(public media: MediaInfo) {}
  }
  const sdk: CastSdk = {
    framework: {
      CastContext: { getInstance: () => context },
      CastContextEventType: { CAST_STATE_CHANGED: 'caststatechanged', SESSION_STATE_CHANGED: 'sessionstatechanged' },
      CastState: { NO_DEVICES_AVAILABLE: 'NO_DEVICES_AVAILABLE' },
      SessionState: {
        SESSION_STARTED: 'SESSION_STARTED',
        SESSION_RESUMED: 'SESSION_RESUMED',
        SESSION_ENDED: 'SESSION_ENDED',
        SESSION_START_FAILED: 'SESSION_START_FAILED',
      },
      RemotePlayer: function RemotePlayer() {
        return player;
      } as unknown as CastSdk['framework']['RemotePlayer'],
      RemotePlayerController: function RemotePlayerController() {
        return {
          addEventListener: (type: string, handler: () => void) => playerHandlers.set(type, [...(playerHandlers.get(type) ?? []), handler]),
          removeEventListener: (type: string, handler: () => void) =>
            playerHandlers.set(type, (playerHandlers.get(type) ?? []).filter((h) => h !== handler)),
          playOrPause: () => {
            calls.push('playOrPause');
            player.isPaused = !player.isPaused;
          },
          seek: () => calls.push(`seek ${player.currentTime}`),
          setVolumeLevel: () => calls.push(`volume ${player.volumeLevel}`),
          muteOrUnmute: () => {
            calls.push('muteOrUnmute');
            player.isMuted = !player.isMuted;
          },
        };
      } as unknown as CastSdk['framework']['RemotePlayerController'],
      RemotePlayerEventType: {
        CURRENT_TIME_CHANGED: 'currentTimeChanged',
        VOLUME_LEVEL_CHANGED: 'volumeLevelChanged',
        IS_MUTED_CHANGED: 'isMutedChanged',
        PLAYER_STATE_CHANGED: 'playerStateChanged',
      },
    },
    media: {
      DEFAULT_MEDIA_RECEIVER_APP_ID: 'CC1AD845',
      StreamType: { BUFFERED: 'BUFFERED', LIVE: 'LIVE' },
      MediaInfo: MediaInfo as unknown as CastSdk['media']['MediaInfo'],
      GenericMediaMetadata: GenericMediaMetadata as unknown as CastSdk['media']['GenericMediaMetadata'],
      LoadRequest: LoadRequest as unknown as CastSdk['media']['LoadRequest'],
    },
    Image: class {
      constructor(public url: string) {}
    } as unknown as CastSdk['Image'],
    AutoJoinPolicy: { ORIGIN_SCOPED: 'origin_scoped' },
  };
  return {
    sdk,
    context,
    player,
    calls,
    loaded,
    mediaSession,
    fireContext: (type: string, event: { castState?: string; sessionState?: string }) =>
      (contextHandlers.get(type) ?? []).forEach((h) => h(event)),
    firePlayer: (type: string) => (playerHandlers.get(type) ?? []).forEach((h) => h()),
    openSession() {
      session = {
        loadMedia: async (request: never) => {
          loaded.push({ request });
        },
        getMediaSession: () => mediaSession,
      };
    },
  };
}

const media: CastMedia = {
  streamURL: '/media/v/high.mp4',
  contentType: 'video/mp4',
  title: 'Everlasting Covenant',
  subtitle: 'C. H. Spurgeon',
  imageURL: '/media/v/thumb.jpg',
  live: false,
};

async function flush() {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

function startAdapter(overrides: Partial<Parameters<typeof createChromecastAdapter>[0]> = {}) {
  const fake = fakeSdk();
  const events: CasterEvent[] = [];
  const info = jest.fn();
  const loadSdk = jest.fn(async () => fake.sdk);
  const adapter = createChromecastAdapter({
    whenNeeded: Promise.resolve(),
    loadSdk,
    isAvailableBrowser: () => true,
    allowedByConfig: async () => true,
    baseURL: () => 'https://site.example/sermons/1',
    info,
    ...overrides,
  });
  const stop = adapter.start((event) => events.push(event));
  return { fake, events, info, loadSdk, adapter, stop };
}

describe('the Chromecast adapter: loading the SDK', () => {
  it('waits for the player to be used before loading anything', async () => {
    let used!: () => void;
    const whenNeeded = new Promise<void>((resolve) => (used = resolve));
    const { loadSdk } = startAdapter({ whenNeeded });
    await flush();
    expect(loadSdk).not.toHaveBeenCalled();
    used();
    await flush();
    expect(loadSdk).toHaveBeenCalledTimes(1);
  });

  it('loads nothing outside the Chrome family or when the app config switches it off', async () => {
    const outside = startAdapter({ isAvailableBrowser: () => false });
    const switchedOff = startAdapter({ allowedByConfig: async () => false });
    await flush();
    expect(outside.loadSdk).not.toHaveBeenCalled();
    expect(switchedOff.loadSdk).not.toHaveBeenCalled();
    expect([...outside.events, ...switchedOff.events]).toEqual([]);
  });

  it('reports CAST_SDK_FAILED with a console.info (no error) when the SDK does not load', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { events, info } = startAdapter({ loadSdk: async () => Promise.reject(new Error('the Cast SDK could not be loaded')) });
    await flush();
    expect(events).toEqual([{ type: 'CAST_SDK_FAILED', detail: 'the Cast SDK could not be loaded' }]);
    expect(info).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('sets the default receiver up and reports the devices it finds', async () => {
    const { fake, events } = startAdapter();
    await flush();
    expect(fake.context.options).toEqual({ receiverApplicationId: 'CC1AD845', autoJoinPolicy: 'origin_scoped' });
    expect(events).toEqual([{ type: 'CAST_AVAILABILITY', available: true }]);
    fake.fireContext('caststatechanged', { castState: 'NO_DEVICES_AVAILABLE' });
    expect(events.at(-1)).toEqual({ type: 'CAST_AVAILABILITY', available: false });
  });
});

describe('the Chromecast adapter: sessions and the receiver', () => {
  it('reports sessions started, resumed (with what the receiver plays) and ended', async () => {
    const { fake, events } = startAdapter();
    await flush();
    fake.openSession();
    fake.fireContext('sessionstatechanged', { sessionState: 'SESSION_STARTED' });
    fake.fireContext('sessionstatechanged', { sessionState: 'SESSION_RESUMED' });
    fake.fireContext('sessionstatechanged', { sessionState: 'SESSION_ENDED' });
    fake.fireContext('sessionstatechanged', { sessionState: 'SESSION_START_FAILED' });
    expect(events.slice(1)).toEqual([
      { type: 'CAST_SESSION_STARTED', kind: 'chromecast' },
      { type: 'CAST_SESSION_RESUMED', kind: 'chromecast', mediaURL: 'https://site.example/media/a.mp3', currentTime: 42 },
      { type: 'CAST_SESSION_ENDED' },
      { type: 'CAST_SESSION_ENDED' },
    ]);
  });

  it("reports the receiver's time, volume (0..100), mute and state", async () => {
    const { fake, events } = startAdapter();
    await flush();
    fake.openSession();
    fake.player.currentTime = 12.5;
    fake.firePlayer('currentTimeChanged');
    fake.player.volumeLevel = 0.35;
    fake.player.isMuted = true;
    fake.firePlayer('volumeLevelChanged');
    fake.player.playerState = 'BUFFERING';
    fake.firePlayer('playerStateChanged');
    fake.player.playerState = 'IDLE';
    fake.mediaSession.idleReason = 'FINISHED';
    fake.firePlayer('playerStateChanged');
    expect(events.slice(1)).toEqual([
      { type: 'CAST_REMOTE_TIME', currentTime: 12.5 },
      { type: 'CAST_REMOTE_VOLUME', volume: 35, muted: true },
      { type: 'CAST_REMOTE_STATUS', status: 'buffering' },
      { type: 'CAST_REMOTE_STATUS', status: 'ended' },
    ]);
  });

  it('loads media with absolute URLs, its metadata, start time and autoplay; live media as a live stream', async () => {
    const { fake, adapter } = startAdapter();
    await flush();
    fake.openSession();
    adapter.handle({ type: 'cast.load', media, startTime: 120, autoplay: true });
    adapter.handle({ type: 'cast.load', media: { ...media, live: true }, startTime: 120, autoplay: true });
    const [first, live] = fake.loaded.map((l) => l.request as unknown as { media: Record<string, unknown>; currentTime: number; autoplay: boolean });
    expect(first).toMatchObject({
      currentTime: 120,
      autoplay: true,
      media: {
        contentId: 'https://site.example/media/v/high.mp4',
        contentType: 'video/mp4',
        streamType: 'BUFFERED',
        metadata: { title: 'Everlasting Covenant', subtitle: 'C. H. Spurgeon', images: [{ url: 'https://site.example/media/v/thumb.jpg' }] },
      },
    });
    expect(live).toMatchObject({ currentTime: 0, media: { streamType: 'LIVE' } });
  });

  it('plays, pauses, seeks and sets the volume through the remote player controller', async () => {
    const { fake, adapter } = startAdapter();
    await flush();
    fake.openSession();
    fake.player.isMediaLoaded = true;
    adapter.handle({ type: 'cast.play' });
    adapter.handle({ type: 'cast.play' });
    adapter.handle({ type: 'cast.pause' });
    adapter.handle({ type: 'cast.seek', time: 90 });
    adapter.handle({ type: 'cast.volume', volume: 50, muted: true });
    adapter.handle({ type: 'cast.stop' });
    expect(fake.calls).toEqual(['playOrPause', 'playOrPause', 'seek 90', 'volume 0.5', 'muteOrUnmute']);
    expect(fake.context.endCurrentSession).toHaveBeenCalledWith(true);
  });

  it('plays once the media is loaded when play is asked for before', async () => {
    const { fake, adapter, events } = startAdapter();
    await flush();
    fake.openSession();
    adapter.handle({ type: 'cast.play' });
    expect(fake.calls).toEqual([]);
    fake.player.isMediaLoaded = true;
    fake.player.playerState = 'PAUSED';
    fake.firePlayer('playerStateChanged');
    expect(fake.calls).toEqual(['playOrPause']);
    expect(events.filter((e) => e.type === 'CAST_REMOTE_STATUS')).toEqual([]);
  });

  it("opens the SDK's device picker on cast.request", async () => {
    const { fake, adapter } = startAdapter();
    await flush();
    adapter.handle({ type: 'cast.request', kind: 'chromecast' });
    expect(fake.context.requestSession).toHaveBeenCalledTimes(1);
  });

  it('stops listening when stopped', async () => {
    const { fake, events, stop } = startAdapter();
    await flush();
    stop();
    fake.fireContext('sessionstatechanged', { sessionState: 'SESSION_STARTED' });
    fake.firePlayer('currentTimeChanged');
    expect(events).toHaveLength(1);
  });
});
