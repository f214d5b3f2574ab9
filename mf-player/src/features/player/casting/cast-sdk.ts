/**
 * Google's Cast sender SDK (the Cast Application Framework), loaded from gstatic only when it can be used: in a
 * Chrome-family browser (window.chrome), when the deployment's app config does not switch it off, and once the
 * player has been used (see cast-support.ts). Only the few parts the Chromecast adapter calls are typed here.
 */

export const CAST_SDK_URL = 'https://www.gstatic.com/cv/js/sender/v1/cast_sender.js?loadCastFramework=1';
/** The SDK calls back when it is ready; a slower answer counts as a failure. */
export const CAST_SDK_TIMEOUT_MS = 10_000;

export interface CastMediaInfo {
  contentId: string;
  contentType: string;
  streamType: string;
  metadata: unknown;
}

export interface CastMediaSession {
  media: { contentId: string } | null;
  idleReason: string | null;
  getEstimatedTime(): number;
}

export interface CastSession {
  loadMedia(request: unknown): Promise<unknown>;
  getMediaSession(): CastMediaSession | null;
}

export interface CastContext {
  setOptions(options: { receiverApplicationId: string; autoJoinPolicy: string }): void;
  addEventListener(type: string, handler: (event: { castState?: string; sessionState?: string }) => void): void;
  removeEventListener(type: string, handler: (event: { castState?: string; sessionState?: string }) => void): void;
  getCastState(): string;
  getCurrentSession(): CastSession | null;
  requestSession(): Promise<unknown>;
  endCurrentSession(stopCasting: boolean): void;
}

export interface RemotePlayer {
  isConnected: boolean;
  isMediaLoaded: boolean;
  isPaused: boolean;
  isMuted: boolean;
  currentTime: number;
  volumeLevel: number;
  playerState: string | null;
}

export interface RemotePlayerController {
  addEventListener(type: string, handler: () => void): void;
  removeEventListener(type: string, handler: () => void): void;
  playOrPause(): void;
  seek(): void;
  setVolumeLevel(): void;
  muteOrUnmute(): void;
}

/** The globals the SDK defines (cast.framework and chrome.cast), as far as the adapter uses them. */
export interface CastSdk {
  framework: {
    CastContext: { getInstance(): CastContext };
    CastContextEventType: { CAST_STATE_CHANGED: string; SESSION_STATE_CHANGED: string };
    CastState: { NO_DEVICES_AVAILABLE: string };
    SessionState: { SESSION_STARTED: string; SESSION_RESUMED: string; SESSION_ENDED: string; SESSION_START_FAILED: string };
    RemotePlayer: new () => RemotePlayer;
    RemotePlayerController: new (player: RemotePlayer) => RemotePlayerController;
    RemotePlayerEventType: {
      CURRENT_TIME_CHANGED: string;
      VOLUME_LEVEL_CHANGED: string;
      IS_MUTED_CHANGED: string;
      PLAYER_STATE_CHANGED: string;
    };
  };
  media: {
    DEFAULT_MEDIA_RECEIVER_APP_ID: string;
    StreamType: { BUFFERED: string; LIVE: string };
    MediaInfo: new (contentId: string, contentType: string) => CastMediaInfo;
    GenericMediaMetadata: new () => { title?: string; subtitle?: string; images?: unknown[] };
    LoadRequest: new (media: CastMediaInfo) => { currentTime: number; autoplay: boolean };
  };
  Image: new (url: string) => unknown;
  AutoJoinPolicy: { ORIGIN_SCOPED: string };
}

interface CastWindow {
  chrome?: { cast?: { media?: unknown; Image?: unknown; AutoJoinPolicy?: unknown } & Record<string, unknown> };
  cast?: { framework?: unknown };
  __onGCastApiAvailable?: (available: boolean) => void;
}

/** The SDK from the globals it defined, or null while they are not (all) there. */
function sdkFromWindow(w: CastWindow): CastSdk | null {
  const chromeCast = w.chrome?.cast;
  const framework = w.cast?.framework;
  if (!chromeCast || !framework || !chromeCast.media) return null;
  return {
    framework: framework as CastSdk['framework'],
    media: chromeCast.media as CastSdk['media'],
    Image: chromeCast.Image as CastSdk['Image'],
    AutoJoinPolicy: chromeCast.AutoJoinPolicy as CastSdk['AutoJoinPolicy'],
  };
}

/** Loads the SDK once per page; a failed or slow load rejects (and a later call tries again). */
let pending: Promise<CastSdk> | null = null;

export function loadCastSdk(timeoutMs = CAST_SDK_TIMEOUT_MS, w: Window = window): Promise<CastSdk> {
  const castWindow = w as unknown as CastWindow;
  const ready = sdkFromWindow(castWindow);
  if (ready) return Promise.resolve(ready);
  if (pending) return pending;
  pending = new Promise<CastSdk>((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      pending = null;
      reject(new Error(reason));
    };
    const timer = setTimeout(() => fail(`no answer within ${timeoutMs} ms`), timeoutMs);
    castWindow.__onGCastApiAvailable = (available) => {
      const sdk = available ? sdkFromWindow(castWindow) : null;
      if (!sdk) return fail('the Cast API is not available in this browser');
      clearTimeout(timer);
      // Later calls find the globals themselves.
      pending = null;
      resolve(sdk);
    };
    const script = w.document.createElement('script');
    script.src = CAST_SDK_URL;
    script.async = true;
    script.onerror = () => fail('the Cast SDK could not be loaded');
    w.document.head.appendChild(script);
  });
  return pending;
}
