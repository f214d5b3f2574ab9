/**
 * Chromecast through the Cast sender SDK: devices found -> CAST_AVAILABILITY; sessions started, resumed (a page
 * reloaded while casting) and ended -> CAST_SESSION_*; the receiver's time, volume, mute and state -> CAST_REMOTE_*.
 * The SDK loads lazily (see cast-sdk.ts); when it cannot, CAST_SDK_FAILED turns casting off and a console.info says
 * why (not an error: most browsers simply have no Cast support).
 */
import type { CasterCommand, CastRemoteStatus } from '@sermon/shared-contracts/machines/player.machine';
import type { CastMedia } from '@sermon/shared-contracts/rules/cast-media';
import type { CastAdapter } from './cast-adapter';
import { loadCastSdk, type CastSdk } from './cast-sdk';
import { canUseCastSdk, castAllowedByAppConfig } from './cast-support';

export interface ChromecastAdapterOptions {
  /** resolves when the player is first used: nothing is loaded before */
  whenNeeded: Promise<void>;
  loadSdk?: () => Promise<CastSdk>;
  isAvailableBrowser?: () => boolean;
  allowedByConfig?: () => Promise<boolean>;
  /** resolves the receiver's URLs (it cannot fetch host-relative ones) */
  baseURL?: () => string;
  info?: (message: string, detail?: unknown) => void;
}

function absolute(url: string, base: string): string {
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}

function remoteStatus(playerState: string | null, idleReason: string | null): CastRemoteStatus {
  switch (playerState) {
    case 'PLAYING':
      return 'playing';
    case 'PAUSED':
      return 'paused';
    case 'BUFFERING':
      return 'buffering';
    default:
      return idleReason === 'FINISHED' ? 'ended' : 'idle';
  }
}

export function createChromecastAdapter({
  whenNeeded,
  loadSdk = () => loadCastSdk(),
  isAvailableBrowser = () => canUseCastSdk(),
  allowedByConfig = () => castAllowedByAppConfig(),
  baseURL = () => window.location.href,
  info = console.info,
}: ChromecastAdapterOptions): CastAdapter {
  let sdk: CastSdk | null = null;
  let controls: {
    context: ReturnType<CastSdk['framework']['CastContext']['getInstance']>;
    player: InstanceType<CastSdk['framework']['RemotePlayer']>;
    controller: InstanceType<CastSdk['framework']['RemotePlayerController']>;
  } | null = null;
  /** a play asked for before the receiver had the media: it plays once loaded */
  let playWhenLoaded = false;

  function mediaRequest(media: CastMedia, startTime: number, autoplay: boolean) {
    const api = sdk!.media;
    const mediaInfo = new api.MediaInfo(absolute(media.streamURL, baseURL()), media.contentType);
    mediaInfo.streamType = media.live ? api.StreamType.LIVE : api.StreamType.BUFFERED;
    const metadata = new api.GenericMediaMetadata();
    metadata.title = media.title;
    if (media.subtitle) metadata.subtitle = media.subtitle;
    if (media.imageURL) metadata.images = [new sdk!.Image(absolute(media.imageURL, baseURL()))];
    mediaInfo.metadata = metadata;
    const request = new api.LoadRequest(mediaInfo);
    request.currentTime = media.live ? 0 : Math.max(0, startTime);
    request.autoplay = autoplay;
    return request;
  }

  return {
    kind: 'chromecast',
    start(emit) {
      let stopped = false;
      const cleanups: (() => void)[] = [];

      async function init() {
        await whenNeeded;
        if (stopped || !isAvailableBrowser()) return;
        if (!(await allowedByConfig()) || stopped) return;
        try {
          sdk = await loadSdk();
        } catch (error) {
          if (stopped) return;
          info('Chromecast is off: the Cast SDK did not load.', error instanceof Error ? error.message : error);
          emit({ type: 'CAST_SDK_FAILED', detail: error instanceof Error ? error.message : String(error) });
          return;
        }
        if (stopped) return;
        const { framework } = sdk;
        const context = framework.CastContext.getInstance();
        context.setOptions({
          receiverApplicationId: sdk.media.DEFAULT_MEDIA_RECEIVER_APP_ID,
          autoJoinPolicy: sdk.AutoJoinPolicy.ORIGIN_SCOPED,
        });
        const player = new framework.RemotePlayer();
        const controller = new framework.RemotePlayerController(player);
        controls = { context, player, controller };

        const onCastState = (event: { castState?: string }) =>
          emit({ type: 'CAST_AVAILABILITY', available: event.castState !== framework.CastState.NO_DEVICES_AVAILABLE });
        const onSession = (event: { sessionState?: string }) => {
          const states = framework.SessionState;
          if (event.sessionState === states.SESSION_STARTED) emit({ type: 'CAST_SESSION_STARTED', kind: 'chromecast' });
          else if (event.sessionState === states.SESSION_RESUMED) {
            const mediaSession = context.getCurrentSession()?.getMediaSession() ?? null;
            emit({
              type: 'CAST_SESSION_RESUMED',
              kind: 'chromecast',
              mediaURL: mediaSession?.media?.contentId ?? null,
              currentTime: mediaSession?.getEstimatedTime() ?? player.currentTime ?? 0,
            });
          } else if (event.sessionState === states.SESSION_ENDED || event.sessionState === states.SESSION_START_FAILED) {
            playWhenLoaded = false;
            emit({ type: 'CAST_SESSION_ENDED' });
          }
        };
        const events = framework.RemotePlayerEventType;
        const onTime = () => emit({ type: 'CAST_REMOTE_TIME', currentTime: player.currentTime });
        const onVolume = () =>
          emit({ type: 'CAST_REMOTE_VOLUME', volume: Math.round(player.volumeLevel * 100), muted: player.isMuted });
        const onPlayerState = () => {
          const idleReason = context.getCurrentSession()?.getMediaSession()?.idleReason ?? null;
          const status = remoteStatus(player.playerState, idleReason);
          if (playWhenLoaded && status === 'paused') {
            playWhenLoaded = false;
            controller.playOrPause();
            return;
          }
          if (status === 'playing') playWhenLoaded = false;
          emit({ type: 'CAST_REMOTE_STATUS', status });
        };
        context.addEventListener(framework.CastContextEventType.CAST_STATE_CHANGED, onCastState);
        context.addEventListener(framework.CastContextEventType.SESSION_STATE_CHANGED, onSession);
        controller.addEventListener(events.CURRENT_TIME_CHANGED, onTime);
        controller.addEventListener(events.VOLUME_LEVEL_CHANGED, onVolume);
        controller.addEventListener(events.IS_MUTED_CHANGED, onVolume);
        controller.addEventListener(events.PLAYER_STATE_CHANGED, onPlayerState);
        cleanups.push(() => {
          context.removeEventListener(framework.CastContextEventType.CAST_STATE_CHANGED, onCastState);
          context.removeEventListener(framework.CastContextEventType.SESSION_STATE_CHANGED, onSession);
          controller.removeEventListener(events.CURRENT_TIME_CHANGED, onTime);
          controller.removeEventListener(events.VOLUME_LEVEL_CHANGED, onVolume);
          controller.removeEventListener(events.IS_MUTED_CHANGED, onVolume);
          controller.removeEventListener(events.PLAYER_STATE_CHANGED, onPlayerState);
        });
        // Devices may have been found before we listened.
        onCastState({ castState: context.getCastState() });
      }

      void init();
      return () => {
        stopped = true;
        for (const cleanup of cleanups) cleanup();
        controls = null;
      };
    },

    handle(command: CasterCommand) {
      if (!controls || !sdk) {
        // Asked to connect before the SDK is there (or after it failed): nothing to connect to.
        if (command.type === 'cast.request') info('Chromecast is not ready yet.');
        return;
      }
      const { context, player, controller } = controls;
      switch (command.type) {
        case 'cast.request':
          // The SDK shows its device picker; the session events report the outcome (a cancel ends it).
          context.requestSession().catch((error: unknown) => {
            info('No Chromecast session was started.', error);
          });
          return;
        case 'cast.load': {
          const session = context.getCurrentSession();
          if (!session) return;
          playWhenLoaded = false;
          session.loadMedia(mediaRequest(command.media, command.startTime, command.autoplay)).catch((error: unknown) => {
            info('The Chromecast could not load the media.', error);
          });
          return;
        }
        case 'cast.play':
          if (!player.isMediaLoaded) playWhenLoaded = true;
          else if (player.isPaused) controller.playOrPause();
          return;
        case 'cast.pause':
          playWhenLoaded = false;
          if (player.isMediaLoaded && !player.isPaused) controller.playOrPause();
          return;
        case 'cast.seek':
          player.currentTime = command.time;
          controller.seek();
          return;
        case 'cast.volume':
          player.volumeLevel = Math.min(1, Math.max(0, command.volume / 100));
          controller.setVolumeLevel();
          if (player.isMuted !== command.muted) controller.muteOrUnmute();
          return;
        case 'cast.stop':
          context.endCurrentSession(true);
          return;
      }
    },
  };
}
