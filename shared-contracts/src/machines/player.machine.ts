/**
 * The sermon player (spec doc 1 §4 "Player states", "Chromecast"). Pure statechart: fetching the sermon and the
 * next one, the media element, storage and the cast receiver are injected (`loadSermon`/`fetchNext`/`caster`
 * actors, `playMedia`/`pauseMedia`/`seekMedia`/`persistSettings` actions), so it runs under jest with no React or
 * DOM. Media element events come back in as events (CAN_PLAY, PLAYING, PAUSED, ...); the state follows what the
 * element reports rather than what was asked, except for PAUSE, which the element always honours at once.
 *
 * Casting: while a Chromecast session plays the media ("remote output"), commands go to the `caster` actor instead
 * of the element, the receiver's reports (CAST_REMOTE_STATUS/TIME) drive the same transitions the element's do,
 * and the local element's own reports are ignored. AirPlay needs none of this: the element itself plays on the
 * AirPlay device, so it stays the output and the machine only records the session.
 */
import { and, assign, enqueueActions, fromCallback, fromPromise, not, or, raise, sendTo, setup, stateIn } from 'xstate';
import type { PlayList } from '../entities/play-list';
import type { Sermon } from '../entities/sermon';
import { castMediaForSermon, isSameCastURL, shouldSendCastSeek, type CastMedia } from '../rules/cast-media';
import type { PlayDirection } from '../rules/play-list-neighbour';
import {
  clampSpeed,
  clampVolume,
  DEFAULT_PLAYER_SETTINGS,
  isPlayerQuality,
  isRepeatMode,
  isResumeState,
  normalizeSubtitleLanguage,
  repeatModeOf,
  repeatSettings,
  type AutoplayNextState,
  type PlayerQuality,
  type PlayerSettings,
  type RepeatMode,
  type ResumeState,
} from '../rules/player-settings';
import { areAudioAndVideoLinked } from '../rules/sermon-duration';
import {
  chooseMediaType,
  hasPlayable,
  playerSource,
  type PlayerMediaType,
  type PlayerSource,
  type PlayerSourceKind,
} from './player-source';

export type { PlayerMediaType, PlayerSourceKind } from './player-source';
export type { CastMedia } from '../rules/cast-media';
export type { PlayDirection } from '../rules/play-list-neighbour';

/** The spec's player states, in the order a listener meets them. */
export const PLAYER_STATES = [
  'Static',
  'Loading',
  'Loaded',
  'Buffering',
  'Paused',
  'Playing',
  'Ended',
  'FetchingNext',
] as const;
export type PlayerStateName = (typeof PLAYER_STATES)[number];

export type PlayerErrorKind =
  /** the API answered 404 for the sermon */
  | 'not-found'
  /** the sermon could not be fetched */
  | 'load-failed'
  /** the sermon has no playable audio or video */
  | 'no-media'
  /** the media element failed to load or decode the file */
  | 'media-failed';

export interface PlayerError {
  kind: PlayerErrorKind;
  /** technical detail for logs; the UI shows a translated text per kind */
  detail: string | null;
}

/** Spec: "Casting: none, chromecast, airplay; statuses include disconnected, playing, paused". */
export type CastKind = 'none' | 'chromecast' | 'airplay';
export type CastStatus = 'disconnected' | 'connecting' | 'playing' | 'paused' | 'buffering';
/** What a receiver reports about its playback; idle = nothing loaded, ended = the media finished. */
export type CastRemoteStatus = 'playing' | 'paused' | 'buffering' | 'idle' | 'ended';

export interface CastingState {
  kind: CastKind;
  status: CastStatus;
  /** a device to cast to was found (the cast button shows only then) */
  available: boolean;
  /** false when casting is switched off or its SDK failed to load */
  enabled: boolean;
}

export interface PlayerContext {
  sermonID: string | null;
  sermon: Sermon | null;
  /** what LOAD asked for; kept so a retry asks for the same */
  requestedMediaType: PlayerMediaType | null;
  mediaType: PlayerMediaType;
  /** URL the media element plays; null when nothing is loaded */
  src: string | null;
  /** how the element plays `src`: a plain file, or an adaptive HLS stream */
  srcKind: PlayerSourceKind;
  /** start playing as soon as the media can play */
  autoplay: boolean;
  /** where playback starts once the media can play */
  startAt: number;
  currentTime: number;
  duration: number;
  /** end of the buffered range around the current position */
  bufferedEnd: number;
  // settings (persisted)
  /** 0..100; the element gets volume / 100 */
  volume: number;
  muted: boolean;
  speed: number;
  autoplayNext: boolean;
  autoplayNextState: AutoplayNextState;
  resumeState: ResumeState;
  quality: PlayerQuality;
  /** ISO 639-3 code of the captions shown; null = off */
  subtitles: string | null;
  /** the list the sermon was started from; null means its series (oldest first), if it has one */
  list: PlayList | null;
  /** what FetchingNext asks for: the next or the previous of the list */
  fetchDirection: PlayDirection;
  /** where FetchingNext goes back to when nothing follows: Ended after the end, Paused after NEXT/PREVIOUS */
  fetchFallback: 'Ended' | 'Paused';
  casting: CastingState;
  /** what the player casts for the loaded rendition; null when it cannot be cast (or nothing is loaded) */
  castMedia: CastMedia | null;
  /** the receiver's last reported position (local seeks closer than 2 s to it are not sent) */
  castRemoteTime: number;
  /** the local volume before a cast session mirrored the receiver's; restored when the session ends */
  localVolume: { volume: number; muted: boolean } | null;
  error: PlayerError | null;
}

export type PlayerEvent =
  | {
      type: 'LOAD';
      sermonID: string;
      mediaType?: PlayerMediaType;
      autoplay?: boolean;
      startAt?: number;
      /** the list the sermon is played from (next and previous come from it) */
      list?: PlayList | null;
    }
  | { type: 'SET_MEDIA_TYPE'; mediaType: PlayerMediaType }
  // reports from the media element (`remote` marks the same reports coming from a cast receiver)
  | { type: 'CAN_PLAY' }
  | { type: 'WAITING'; remote?: boolean }
  | { type: 'STALLED' }
  | { type: 'PLAYING'; remote?: boolean }
  | { type: 'PAUSED'; remote?: boolean }
  | { type: 'TIME_UPDATE'; currentTime: number }
  | { type: 'DURATION'; duration: number }
  | { type: 'BUFFERED'; end: number }
  | { type: 'ENDED'; remote?: boolean }
  | { type: 'ERROR'; detail?: string }
  /** play() was refused, e.g. by the browser's autoplay policy */
  | { type: 'PLAY_REJECTED'; detail?: string }
  // commands from the listener
  | { type: 'PLAY' }
  | { type: 'PAUSE' }
  | { type: 'TOGGLE' }
  | { type: 'SEEK'; seconds: number }
  | { type: 'SEEK_BY'; seconds: number }
  /** 0..100 */
  | { type: 'SET_VOLUME'; volume: number }
  | { type: 'TOGGLE_MUTE' }
  | { type: 'SET_SPEED'; speed: number }
  | { type: 'SET_REPEAT'; mode: RepeatMode }
  | { type: 'SET_RESUME_STATE'; resumeState: ResumeState }
  | { type: 'SET_QUALITY'; quality: PlayerQuality }
  /** ISO 639-3 code, or null to hide captions */
  | { type: 'SET_SUBTITLES'; language: string | null }
  /** the next / previous sermon of the list, whatever the repeat mode (wrapping round) */
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  /** the listener dismisses the player: playback stops and nothing is loaded any more */
  | { type: 'CLOSE' }
  // casting: from the UI
  | { type: 'CAST_AVAILABILITY'; available: boolean }
  | { type: 'CAST_CONNECT'; kind: Exclude<CastKind, 'none'> }
  | { type: 'CAST_DISCONNECT' }
  // casting: from the caster actor
  | { type: 'CAST_SESSION_STARTED'; kind: Exclude<CastKind, 'none'> }
  | { type: 'CAST_SESSION_RESUMED'; kind: Exclude<CastKind, 'none'>; mediaURL: string | null; currentTime: number }
  | { type: 'CAST_SESSION_ENDED' }
  | { type: 'CAST_REMOTE_TIME'; currentTime: number }
  /** volume 0..100 */
  | { type: 'CAST_REMOTE_VOLUME'; volume: number; muted: boolean }
  | { type: 'CAST_REMOTE_STATUS'; status: CastRemoteStatus }
  | { type: 'CAST_SDK_FAILED'; detail?: string };

/** What the machine tells the caster actor. */
export type CasterCommand =
  | { type: 'cast.load'; media: CastMedia; startTime: number; autoplay: boolean }
  | { type: 'cast.play' }
  | { type: 'cast.pause' }
  | { type: 'cast.seek'; time: number }
  /** volume 0..100 */
  | { type: 'cast.volume'; volume: number; muted: boolean }
  | { type: 'cast.stop' }
  | { type: 'cast.request'; kind: Exclude<CastKind, 'none'> };

/** What the caster actor sends back: the CAST_* events it may raise. */
export type CasterEvent = Extract<
  PlayerEvent,
  {
    type:
      | 'CAST_AVAILABILITY'
      | 'CAST_SESSION_STARTED'
      | 'CAST_SESSION_RESUMED'
      | 'CAST_SESSION_ENDED'
      | 'CAST_REMOTE_TIME'
      | 'CAST_REMOTE_VOLUME'
      | 'CAST_REMOTE_STATUS'
      | 'CAST_SDK_FAILED';
  }
>;

export interface PlayerInput {
  settings?: Partial<PlayerSettings>;
  /** casting off (e.g. embeds, or the deployment disables it) */
  castingEnabled?: boolean;
}

export interface LoadSermonInput {
  sermonID: string;
}

export interface FetchNextInput {
  sermon: Sermon;
  direction: PlayDirection;
  list: PlayList | null;
}

function finiteOr(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** Seek targets stay inside the media; before the duration is known only the lower bound applies. */
export function clampSeek(seconds: number, duration: number): number {
  const upper = duration > 0 ? duration : Number.POSITIVE_INFINITY;
  return Math.min(upper, Math.max(0, finiteOr(seconds, 0)));
}

/** The Repeat control's value: off, or the direction autoplay goes. */
export function repeatMode(context: Pick<PlayerContext, 'autoplayNext' | 'autoplayNextState'>): RepeatMode {
  return repeatModeOf(context);
}

/** A Chromecast session is up (the receiver, not the element, plays what the player has loaded). */
function inRemoteSession(context: PlayerContext): boolean {
  const { kind, status } = context.casting;
  return kind === 'chromecast' && status !== 'connecting' && status !== 'disconnected';
}

/** The receiver plays the loaded media: commands go to it and its reports count, the element's do not. */
export function isCastingRemotely(context: PlayerContext): boolean {
  return inRemoteSession(context) && context.castMedia !== null;
}

export function settingsOf(context: PlayerContext): PlayerSettings {
  // During a remote session the volume mirrors the receiver's: the listener's own stays what it was.
  const own = inRemoteSession(context) && context.localVolume ? context.localVolume : context;
  return {
    volume: own.volume,
    muted: own.muted,
    autoplayNext: context.autoplayNext,
    autoplayNextState: context.autoplayNextState,
    resumeState: context.resumeState,
    speed: context.speed,
    quality: context.quality,
    subtitles: context.subtitles,
  };
}

function errorKindOf(error: unknown): PlayerErrorKind {
  const status = (error as { httpStatus?: unknown } | null)?.httpStatus;
  return status === 404 ? 'not-found' : 'load-failed';
}

function detailOf(error: unknown): string | null {
  return error instanceof Error ? error.message : error == null ? null : String(error);
}

function seekTarget(context: PlayerContext, event: PlayerEvent): number {
  if (event.type === 'SEEK') return clampSeek(event.seconds, context.duration);
  if (event.type === 'SEEK_BY') return clampSeek(context.currentTime + finiteOr(event.seconds, 0), context.duration);
  return context.currentTime;
}

/** The source fields of context for a rendition of the loaded sermon. */
function sourceFields(sermon: Sermon, mediaType: PlayerMediaType, source: PlayerSource | null) {
  return {
    src: source?.src ?? null,
    srcKind: source?.srcKind ?? ('file' as const),
    castMedia: source
      ? castMediaForSermon(sermon, { src: source.src, mediaType, srcKind: source.srcKind, rendition: source.rendition })
      : null,
  };
}

export const INITIAL_CASTING: CastingState = { kind: 'none', status: 'disconnected', available: false, enabled: true };

/** The context a new player starts with (also used by stories and tests that need a complete context). */
export function initialPlayerContext(input: PlayerInput = {}): PlayerContext {
  const settings = { ...DEFAULT_PLAYER_SETTINGS, ...input.settings };
  return {
    sermonID: null,
    sermon: null,
    requestedMediaType: null,
    mediaType: 'video',
    src: null,
    srcKind: 'file',
    autoplay: true,
    startAt: 0,
    currentTime: 0,
    duration: 0,
    bufferedEnd: 0,
    volume: clampVolume(settings.volume),
    muted: settings.muted === true,
    speed: clampSpeed(settings.speed),
    autoplayNext: settings.autoplayNext === true,
    autoplayNextState: settings.autoplayNextState === 'reverse' ? 'reverse' : 'forward',
    resumeState: isResumeState(settings.resumeState) ? settings.resumeState : DEFAULT_PLAYER_SETTINGS.resumeState,
    quality: isPlayerQuality(settings.quality) ? settings.quality : DEFAULT_PLAYER_SETTINGS.quality,
    subtitles: normalizeSubtitleLanguage(settings.subtitles),
    list: null,
    fetchDirection: 'forward',
    fetchFallback: 'Ended',
    casting: { ...INITIAL_CASTING, enabled: input.castingEnabled !== false },
    castMedia: null,
    castRemoteTime: 0,
    localVolume: null,
    error: null,
  };
}

// Reports of the media element or the receiver count only from whichever plays the media now.
const fromOutput = 'fromOutput' as const;

// Transitions shared by every state that has the media element attached (Loaded, Buffering, Playing, Paused):
// time and seeks are tracked the same way, the end leads on, a media error resets the player.
const whileMediaAttached = {
  TIME_UPDATE: { guard: fromOutput, actions: 'assignTime' },
  SEEK: { actions: ['assignSeek', 'outputSeek'] },
  SEEK_BY: { actions: ['assignSeek', 'outputSeek'] },
  ENDED: [
    { guard: and([fromOutput, 'autoplayNextOn']), target: 'FetchingNext', actions: ['assignEnded', 'assignAutoplayNextFetch'] },
    { guard: fromOutput, target: 'Ended', actions: 'assignEnded' },
  ],
  ERROR: { guard: fromOutput, target: 'Static', actions: 'assignMediaError' },
} as const;

// Switching between audio and video, or between file qualities, reloads the other rendition; a playing player
// pauses first and resumes after.
const switchMediaTypeWhenIdle = {
  guard: 'canSwitchMediaType',
  target: '#player.Loading.LoadingMedia',
  actions: { type: 'assignMediaType', params: { wasPlaying: false } },
} as const;
const switchMediaTypeWhilePlaying = {
  guard: 'canSwitchMediaType',
  target: '#player.Loading.LoadingMedia',
  actions: ['outputPause', { type: 'assignMediaType', params: { wasPlaying: true } }],
} as const;
const switchQualityWhenIdle = {
  guard: 'qualityChangesSource',
  target: '#player.Loading.LoadingMedia',
  actions: ['assignQuality', 'persist', { type: 'assignQualitySource', params: { wasPlaying: false } }],
} as const;
const switchQualityWhilePlaying = {
  guard: 'qualityChangesSource',
  target: '#player.Loading.LoadingMedia',
  actions: ['outputPause', 'assignQuality', 'persist', { type: 'assignQualitySource', params: { wasPlaying: true } }],
} as const;

// Loaded (never started) and Paused answer the same way: play, or follow what the element reports.
const readyToPlay = {
  LOAD: [
    { guard: and(['isLoadedSermon', 'wantsPlay']), target: 'Buffering', actions: ['assignLoadList', 'outputPlay'] },
    { guard: 'isLoadedSermon', actions: 'assignLoadList' },
  ],
  PLAY: { target: 'Buffering', actions: 'outputPlay' },
  TOGGLE: { target: 'Buffering', actions: 'outputPlay' },
  PLAYING: { guard: fromOutput, target: 'Playing' },
  WAITING: { guard: fromOutput, target: 'Buffering' },
  STALLED: { guard: fromOutput, target: 'Buffering' },
  ...whileMediaAttached,
  SET_MEDIA_TYPE: switchMediaTypeWhenIdle,
  SET_QUALITY: switchQualityWhenIdle,
} as const;

function castLoadCommand(context: PlayerContext, autoplay: boolean): CasterCommand {
  return { type: 'cast.load', media: context.castMedia!, startTime: context.currentTime, autoplay };
}

const MEDIA_ATTACHED_STATES = ['#player.Loaded', '#player.Buffering', '#player.Playing', '#player.Paused'] as const;
const PLAYING_STATES = ['#player.Buffering', '#player.Playing'] as const;

const playerSetup = setup({
  types: {
    context: {} as PlayerContext,
    events: {} as PlayerEvent,
    input: {} as PlayerInput,
  },
  actors: {
    loadSermon: fromPromise<Sermon, LoadSermonInput>(async () => {
      throw new Error('The player was started without a loadSermon actor');
    }),
    /** Resolves to the sermonID to play next, or null when there is none. */
    fetchNext: fromPromise<string | null, FetchNextInput>(async () => null),
    /** Talks to cast receivers: takes CasterCommands, sends CasterEvents back. Without one nothing is cast. */
    caster: fromCallback<CasterCommand>(() => {}),
  },
  actions: {
    // Media element commands; the host binds them to a real <audio>/<video>.
    playMedia: () => {},
    pauseMedia: () => {},
    /** moves the element to context.currentTime, which every transition sets first */
    seekMedia: () => {},
    persistSettings: (_, _params: PlayerSettings) => {},

    assignLoad: assign(({ event }) => {
      if (event.type !== 'LOAD') return {};
      return {
        sermonID: event.sermonID,
        // The previous sermon goes at once: its media must stop downloading and the bar must not show it.
        sermon: null,
        src: null,
        srcKind: 'file' as const,
        castMedia: null,
        duration: 0,
        requestedMediaType: event.mediaType ?? null,
        autoplay: event.autoplay ?? true,
        startAt: Math.max(0, finiteOr(event.startAt, 0)),
        currentTime: 0,
        bufferedEnd: 0,
        list: event.list ?? null,
        error: null,
      };
    }),
    /** A LOAD of the sermon already loaded still tells which list it is now played from. */
    assignLoadList: assign(({ context, event }) =>
      event.type === 'LOAD' && event.list !== undefined ? { list: event.list ?? null } : { list: context.list },
    ),
    /** A retry (PLAY after a failure) reloads the same sermon and starts playing where it stopped. */
    assignRetry: assign(({ context }) => ({
      autoplay: true,
      startAt: context.currentTime,
      bufferedEnd: 0,
      error: null,
    })),
    assignSermon: assign(({ context }, params: { sermon: Sermon }) => {
      const mediaType = chooseMediaType(params.sermon, context.requestedMediaType);
      const source = mediaType ? playerSource(params.sermon, mediaType, context.quality) : null;
      return {
        sermon: params.sermon,
        mediaType: mediaType ?? context.mediaType,
        ...sourceFields(params.sermon, mediaType ?? context.mediaType, source),
        duration: source?.duration ?? 0,
        currentTime: context.startAt,
        error: source ? null : { kind: 'no-media' as const, detail: null },
      };
    }),
    assignLoadError: assign((_, params: { error: unknown }) => ({
      src: null,
      castMedia: null,
      error: { kind: errorKindOf(params.error), detail: detailOf(params.error) },
    })),
    assignMediaError: assign(({ event }) => ({
      src: null,
      castMedia: null,
      error: { kind: 'media-failed' as const, detail: event.type === 'ERROR' ? (event.detail ?? null) : null },
    })),
    /** Switching audio <-> video keeps the position only when the two recordings are linked. */
    assignMediaType: assign(({ context, event }, params: { wasPlaying: boolean }) => {
      if (event.type !== 'SET_MEDIA_TYPE' || !context.sermon) return {};
      const source = playerSource(context.sermon, event.mediaType, context.quality);
      if (!source) return {};
      const keep = areAudioAndVideoLinked(context.sermon);
      return {
        mediaType: event.mediaType,
        requestedMediaType: event.mediaType,
        ...sourceFields(context.sermon, event.mediaType, source),
        duration: source.duration,
        startAt: keep ? context.currentTime : 0,
        currentTime: keep ? context.currentTime : 0,
        bufferedEnd: 0,
        autoplay: params.wasPlaying,
      };
    }),
    assignQuality: assign(({ context, event }) =>
      event.type === 'SET_QUALITY' && isPlayerQuality(event.quality) ? { quality: event.quality } : { quality: context.quality },
    ),
    /** Another file rendition of the same recording: always the same position. */
    assignQualitySource: assign(({ context }, params: { wasPlaying: boolean }) => {
      if (!context.sermon) return {};
      const source = playerSource(context.sermon, context.mediaType, context.quality);
      if (!source) return {};
      return {
        ...sourceFields(context.sermon, context.mediaType, source),
        duration: source.duration,
        startAt: context.currentTime,
        bufferedEnd: 0,
        autoplay: params.wasPlaying,
      };
    }),
    assignTime: assign(({ context, event }) =>
      event.type === 'TIME_UPDATE' ? { currentTime: clampSeek(event.currentTime, context.duration) } : {},
    ),
    assignDuration: assign(({ context, event }) =>
      event.type === 'DURATION' && Number.isFinite(event.duration) && event.duration > 0
        ? { duration: event.duration }
        : { duration: context.duration },
    ),
    assignBuffered: assign(({ event }) =>
      event.type === 'BUFFERED' && Number.isFinite(event.end) ? { bufferedEnd: Math.max(0, event.end) } : {},
    ),
    assignSeek: assign(({ context, event }) => ({ currentTime: seekTarget(context, event) })),
    /** Before the media can play a seek only moves the start position. */
    assignStartAt: assign(({ context, event }) => {
      const target = seekTarget({ ...context, currentTime: context.startAt }, event);
      return { startAt: target, currentTime: target };
    }),
    assignEnded: assign(({ context }) => ({ currentTime: context.duration || context.currentTime })),
    assignRestart: assign({ currentTime: 0 }),
    assignClosed: assign({
      sermonID: null,
      sermon: null,
      requestedMediaType: null,
      src: null,
      srcKind: 'file',
      castMedia: null,
      startAt: 0,
      currentTime: 0,
      duration: 0,
      bufferedEnd: 0,
      list: null,
      error: null,
    }),
    assignVolume: assign(({ context, event }) =>
      event.type === 'SET_VOLUME'
        ? // Raising the volume from zero is how people unmute; keep muted in step with it.
          { volume: clampVolume(event.volume, context.volume), muted: event.volume > 0 ? false : context.muted }
        : {},
    ),
    assignToggleMute: assign(({ context }) => ({ muted: !context.muted })),
    assignSpeed: assign(({ context, event }) =>
      event.type === 'SET_SPEED' ? { speed: clampSpeed(event.speed, context.speed) } : {},
    ),
    assignRepeat: assign(({ context, event }) =>
      event.type === 'SET_REPEAT' ? repeatSettings(event.mode, context) : {},
    ),
    assignResumeState: assign(({ event }) => (event.type === 'SET_RESUME_STATE' ? { resumeState: event.resumeState } : {})),
    assignSubtitles: assign(({ event }) =>
      event.type === 'SET_SUBTITLES' ? { subtitles: normalizeSubtitleLanguage(event.language) } : {},
    ),
    assignAutoplay: assign((_, params: { autoplay: boolean }) => ({ autoplay: params.autoplay })),
    assignAutoplayNextFetch: assign(({ context }) => ({
      fetchDirection: context.autoplayNextState,
      fetchFallback: 'Ended' as const,
    })),
    assignListenerFetch: assign(({ context, event }) => ({
      fetchDirection: event.type === 'PREVIOUS' ? ('reverse' as const) : ('forward' as const),
      // Asked for after the end, nothing following leaves it ended; asked for mid-sermon, it stays where it was.
      fetchFallback: context.currentTime >= context.duration && context.duration > 0 ? ('Ended' as const) : ('Paused' as const),
    })),
    assignNext: assign((_, params: { sermonID: string }) => ({
      sermonID: params.sermonID,
      sermon: null,
      src: null,
      srcKind: 'file' as const,
      castMedia: null,
      duration: 0,
      requestedMediaType: null,
      autoplay: true,
      startAt: 0,
      currentTime: 0,
      bufferedEnd: 0,
      error: null,
    })),

    // casting
    assignCastAvailability: assign(({ context, event }) =>
      event.type === 'CAST_AVAILABILITY' ? { casting: { ...context.casting, available: event.available } } : {},
    ),
    assignCastConnecting: assign(({ context, event }) =>
      event.type === 'CAST_CONNECT' ? { casting: { ...context.casting, kind: event.kind, status: 'connecting' as const } } : {},
    ),
    requestCast: sendTo('caster', ({ event }): CasterCommand => ({
      type: 'cast.request',
      kind: event.type === 'CAST_CONNECT' ? event.kind : 'chromecast',
    })),
    stopCast: sendTo('caster', { type: 'cast.stop' } satisfies CasterCommand),
    assignCastSession: assign(({ context, event }) => {
      if (event.type !== 'CAST_SESSION_STARTED' && event.type !== 'CAST_SESSION_RESUMED') return {};
      const remote = event.kind === 'chromecast';
      return {
        casting: {
          ...context.casting,
          kind: event.kind,
          // A receiver that is handed media buffers first; one with nothing to play waits, paused.
          status: remote && context.castMedia && context.src ? ('buffering' as const) : ('paused' as const),
        },
        localVolume: remote ? (context.localVolume ?? { volume: context.volume, muted: context.muted }) : null,
      };
    }),
    /** A resumed session already plays our media: take its position instead of reloading it. */
    assignCastResync: assign(({ context, event }) => {
      if (event.type !== 'CAST_SESSION_RESUMED') return {};
      const time = clampSeek(event.currentTime, context.duration);
      return { castRemoteTime: time, currentTime: time, startAt: time };
    }),
    /** Back to local: the element takes over where the receiver was, paused. */
    assignCastEnded: assign(({ context }) => ({
      casting: { ...context.casting, kind: 'none' as const, status: 'disconnected' as const },
      ...(context.localVolume ?? {}),
      localVolume: null,
    })),
    assignRemotePosition: assign(({ context }) => {
      const time = clampSeek(context.castRemoteTime, context.duration);
      return { currentTime: time, startAt: time };
    }),
    assignCastSdkFailed: assign(({ context }) => ({
      casting: {
        ...context.casting,
        enabled: false,
        ...(context.casting.kind === 'chromecast' ? { kind: 'none' as const, status: 'disconnected' as const } : {}),
      },
    })),
    assignRemoteTime: assign(({ context, event }) =>
      event.type === 'CAST_REMOTE_TIME' && Number.isFinite(event.currentTime)
        ? { castRemoteTime: clampSeek(event.currentTime, context.duration) }
        : {},
    ),
    assignRemoteTimeAsCurrent: assign(({ context }) => ({ currentTime: context.castRemoteTime })),
    assignRemoteVolume: assign(({ context, event }) =>
      event.type === 'CAST_REMOTE_VOLUME'
        ? { volume: clampVolume(event.volume, context.volume), muted: event.muted === true }
        : {},
    ),
    sendCastVolume: sendTo('caster', ({ context }): CasterCommand => ({
      type: 'cast.volume',
      volume: context.volume,
      muted: context.muted,
    })),
    assignRemoteStatus: assign(({ context, event }) => {
      if (event.type !== 'CAST_REMOTE_STATUS' || context.casting.kind === 'none') return {};
      const status = event.status === 'idle' || event.status === 'ended' ? 'paused' : event.status;
      return { casting: { ...context.casting, status } };
    }),
    endCastSession: raise({ type: 'CAST_SESSION_ENDED' }),
  },
  guards: {
    /** LOAD of the sermon already loaded, with nothing new asked for: resume instead of reloading. */
    isLoadedSermon: ({ context, event }) =>
      event.type === 'LOAD' &&
      event.sermonID === context.sermonID &&
      context.sermon?.sermonID === event.sermonID &&
      context.src !== null &&
      (event.mediaType === undefined || event.mediaType === context.mediaType) &&
      event.startAt === undefined,
    wantsPlay: ({ event }) => event.type === 'LOAD' && event.autoplay !== false,
    /** Retrying helps after network or media trouble, not when the sermon is missing or has no media. */
    canRetry: ({ context }) =>
      context.sermonID !== null && context.error?.kind !== 'no-media' && context.error?.kind !== 'not-found',
    autoplay: ({ context }) => context.autoplay,
    hasNoSource: ({ context }) => context.src === null,
    hasSermon: ({ context }) => context.sermon !== null,
    autoplayNextOn: ({ context }) => context.autoplayNext && context.sermon !== null,
    hasStarted: ({ context }) => context.currentTime > 0,
    fallbackIsEnded: ({ context }) => context.fetchFallback === 'Ended',
    canSwitchMediaType: ({ context, event }) =>
      event.type === 'SET_MEDIA_TYPE' &&
      context.sermon !== null &&
      event.mediaType !== context.mediaType &&
      hasPlayable(context.sermon, event.mediaType),
    isQuality: ({ event }) => event.type === 'SET_QUALITY' && isPlayerQuality(event.quality),
    /** Another quality of files is another URL; an adaptive stream picks its level itself (same URL). */
    qualityChangesSource: ({ context, event }) => {
      if (event.type !== 'SET_QUALITY' || !isPlayerQuality(event.quality) || !context.sermon || !context.src) return false;
      return playerSource(context.sermon, context.mediaType, event.quality)?.src !== context.src;
    },
    isRepeatMode: ({ event }) => event.type === 'SET_REPEAT' && isRepeatMode(event.mode),
    isResumeState: ({ event }) => event.type === 'SET_RESUME_STATE' && isResumeState(event.resumeState),
    /** null turns captions off; anything else must look like a language code. */
    isSubtitleLanguage: ({ event }) =>
      event.type === 'SET_SUBTITLES' && (event.language === null || normalizeSubtitleLanguage(event.language) !== null),
    /** The sermon to play next is the one loaded (a list of one): replay it rather than fetch it again. */
    nextIsCurrent: ({ context, event }) =>
      (event as { output?: unknown }).output === context.sermonID && context.src !== null,
    hasNextID: ({ event }) => {
      const output = (event as { output?: unknown }).output;
      return typeof output === 'string' && output !== '';
    },
    /** see `fromOutput` above: an element report counts unless a receiver plays; a receiver's only then */
    fromOutput: ({ context, event }) => ((event as { remote?: boolean }).remote === true) === isCastingRemotely(context),
    castingRemotely: ({ context }) => isCastingRemotely(context),
    inRemoteSession: ({ context }) => inRemoteSession(context),
    castingEnabled: ({ context }) => context.casting.enabled,
    castSessionOpen: ({ context }) => context.casting.kind !== 'none',
    isChromecastEvent: ({ event }) =>
      (event.type === 'CAST_SESSION_STARTED' || event.type === 'CAST_SESSION_RESUMED') && event.kind === 'chromecast',
    hasCastMedia: ({ context }) => context.castMedia !== null && context.src !== null,
    resumedSameMedia: ({ context, event }) =>
      event.type === 'CAST_SESSION_RESUMED' && isSameCastURL(event.mediaURL, context.castMedia?.streamURL),
    inMediaAttachedState: or(MEDIA_ATTACHED_STATES.map((id) => stateIn(id))),
    inPlayingState: or(PLAYING_STATES.map((id) => stateIn(id))),
    isLoadingMedia: stateIn('#player.Loading.LoadingMedia'),
    isEnded: stateIn('#player.Ended'),
  },
});

// Actions that pick between other actions are added in a second step: inside setup() they would refer to the
// action table being declared, which TypeScript cannot type.
const castLoadAction = (autoplayOf: (context: PlayerContext) => boolean, onlyWhenRemote: boolean) =>
  playerSetup.createAction(
    enqueueActions(({ context, enqueue }) => {
      if (!context.castMedia || (onlyWhenRemote && !isCastingRemotely(context))) return;
      enqueue.sendTo('caster', castLoadCommand(context, autoplayOf(context)));
      enqueue.assign({ castRemoteTime: context.currentTime });
    }),
  );

// Actions that pick between other actions are added in a second step: inside setup() they would refer to the
// action table being declared, which TypeScript cannot type.
export const playerMachine = playerSetup
  .extend({
    actions: {
      persist: playerSetup.createAction(
        enqueueActions(({ context, enqueue }) => {
          enqueue({ type: 'persistSettings', params: settingsOf(context) });
        }),
      ),
      // The output (element or receiver) commands: every transition uses these, not the element's directly.
      outputPlay: playerSetup.createAction(
        enqueueActions(({ context, enqueue }) => {
          if (isCastingRemotely(context)) enqueue.sendTo('caster', { type: 'cast.play' } satisfies CasterCommand);
          else enqueue('playMedia');
        }),
      ),
      outputPause: playerSetup.createAction(
        enqueueActions(({ context, enqueue }) => {
          if (isCastingRemotely(context)) enqueue.sendTo('caster', { type: 'cast.pause' } satisfies CasterCommand);
          else enqueue('pauseMedia');
        }),
      ),
      outputSeek: playerSetup.createAction(
        enqueueActions(({ context, enqueue }) => {
          if (!isCastingRemotely(context)) enqueue('seekMedia');
          // Spec: a local seek goes to the receiver only when it moves it by 2 s or more (its clock drifts).
          else if (shouldSendCastSeek(context.currentTime, context.castRemoteTime)) {
            enqueue.sendTo('caster', { type: 'cast.seek', time: context.currentTime } satisfies CasterCommand);
            enqueue.assign({ castRemoteTime: context.currentTime });
          }
        }),
      ),
      /** Hands the receiver the loaded media at the current position, playing or paused. */
      castLoadPlaying: castLoadAction(() => true, false),
      castLoadPaused: castLoadAction(() => false, false),
      castLoadAsAsked: castLoadAction((context) => context.autoplay, false),
      /** New media while a remote session is up goes to the receiver. */
      castLoadIfRemote: castLoadAction((context) => context.autoplay, true),
      /** The receiver's report, as the element's would be, for the state transitions. */
      raiseRemoteReport: playerSetup.createAction(
        enqueueActions(({ context, event, enqueue }) => {
          if (event.type !== 'CAST_REMOTE_STATUS' || !isCastingRemotely(context)) return;
          if (event.status === 'playing') enqueue.raise({ type: 'PLAYING', remote: true });
          else if (event.status === 'paused') enqueue.raise({ type: 'PAUSED', remote: true });
          else if (event.status === 'buffering') enqueue.raise({ type: 'WAITING', remote: true });
          else if (event.status === 'ended') enqueue.raise({ type: 'ENDED', remote: true });
        }),
      ),
    },
  })
  .createMachine({
    id: 'player',
    initial: 'Static',
    context: ({ input }) => initialPlayerContext(input),
    invoke: { id: 'caster', src: 'caster' },
    on: {
      LOAD: { target: '.Loading', actions: ['outputPause', 'assignLoad'] },
      CLOSE: { target: '.Static', actions: ['outputPause', 'assignClosed'] },
      DURATION: { actions: 'assignDuration' },
      BUFFERED: { guard: fromOutput, actions: 'assignBuffered' },
      SET_VOLUME: [
        { guard: 'castingRemotely', actions: ['assignVolume', 'sendCastVolume'] },
        { actions: ['assignVolume', 'persist'] },
      ],
      TOGGLE_MUTE: [
        { guard: 'castingRemotely', actions: ['assignToggleMute', 'sendCastVolume'] },
        { actions: ['assignToggleMute', 'persist'] },
      ],
      SET_SPEED: { actions: ['assignSpeed', 'persist'] },
      SET_REPEAT: { guard: 'isRepeatMode', actions: ['assignRepeat', 'persist'] },
      SET_RESUME_STATE: { guard: 'isResumeState', actions: ['assignResumeState', 'persist'] },
      SET_QUALITY: { guard: 'isQuality', actions: ['assignQuality', 'persist'] },
      SET_SUBTITLES: { guard: 'isSubtitleLanguage', actions: ['assignSubtitles', 'persist'] },
      NEXT: { guard: 'hasSermon', target: '.FetchingNext', actions: ['outputPause', 'assignListenerFetch'] },
      PREVIOUS: { guard: 'hasSermon', target: '.FetchingNext', actions: ['outputPause', 'assignListenerFetch'] },

      CAST_AVAILABILITY: { actions: 'assignCastAvailability' },
      CAST_CONNECT: { guard: and(['castingEnabled', not('castSessionOpen')]), actions: ['assignCastConnecting', 'requestCast'] },
      CAST_DISCONNECT: { guard: 'castSessionOpen', actions: ['stopCast', 'endCastSession'] },
      CAST_SDK_FAILED: { actions: 'assignCastSdkFailed' },
      // Spec: "session started loads current media at current time" and the element stops.
      CAST_SESSION_STARTED: [
        {
          guard: and(['isChromecastEvent', 'hasCastMedia', 'inPlayingState']),
          actions: ['assignCastSession', 'castLoadPlaying', 'pauseMedia'],
        },
        {
          guard: and(['isChromecastEvent', 'hasCastMedia', 'isLoadingMedia']),
          actions: [
            'assignCastSession',
            'castLoadAsAsked',
            'pauseMedia',
          ],
        },
        {
          guard: and(['isChromecastEvent', 'hasCastMedia', or(['inMediaAttachedState', 'isEnded'])]),
          actions: ['assignCastSession', 'castLoadPaused', 'pauseMedia'],
        },
        { actions: 'assignCastSession' },
      ],
      // Spec: "resumed re-syncs or reloads if media differs".
      CAST_SESSION_RESUMED: [
        {
          guard: and(['isChromecastEvent', 'hasCastMedia', 'resumedSameMedia']),
          actions: ['assignCastSession', 'assignCastResync', 'pauseMedia'],
        },
        {
          guard: and(['isChromecastEvent', 'hasCastMedia', 'inPlayingState']),
          actions: ['assignCastSession', 'castLoadPlaying', 'pauseMedia'],
        },
        {
          guard: and(['isChromecastEvent', 'hasCastMedia', or(['inMediaAttachedState', 'isEnded', 'isLoadingMedia'])]),
          actions: ['assignCastSession', 'castLoadPaused', 'pauseMedia'],
        },
        { actions: 'assignCastSession' },
      ],
      // Spec: "ended resets to disconnected and none"; the element takes over where the receiver was, paused.
      CAST_SESSION_ENDED: [
        {
          guard: and(['castingRemotely', or(['inMediaAttachedState', 'isLoadingMedia'])]),
          target: '.Paused',
          actions: ['assignCastEnded', 'assignRemotePosition', 'seekMedia'],
        },
        { guard: 'castSessionOpen', actions: 'assignCastEnded' },
      ],
      CAST_REMOTE_TIME: [
        { guard: and(['castingRemotely', 'inMediaAttachedState']), actions: ['assignRemoteTime', 'assignRemoteTimeAsCurrent'] },
        { guard: 'inRemoteSession', actions: 'assignRemoteTime' },
      ],
      CAST_REMOTE_VOLUME: { guard: 'inRemoteSession', actions: 'assignRemoteVolume' },
      CAST_REMOTE_STATUS: { actions: ['assignRemoteStatus', 'raiseRemoteReport'] },
    },
    states: {
      /** Nothing playing: before the first sermon, or after a failure (context.error says which). */
      Static: {
        on: {
          PLAY: { guard: 'canRetry', target: 'Loading', actions: 'assignRetry' },
          TOGGLE: { guard: 'canRetry', target: 'Loading', actions: 'assignRetry' },
        },
      },
      Loading: {
        initial: 'FetchingSermon',
        on: {
          PLAY: { actions: { type: 'assignAutoplay', params: { autoplay: true } } },
          PAUSE: { actions: { type: 'assignAutoplay', params: { autoplay: false } } },
          TOGGLE: { actions: { type: 'assignAutoplay', params: ({ context }) => ({ autoplay: !context.autoplay }) } },
          SEEK: { actions: 'assignStartAt' },
          SEEK_BY: { actions: 'assignStartAt' },
        },
        states: {
          FetchingSermon: {
            invoke: {
              src: 'loadSermon',
              input: ({ context }) => ({ sermonID: context.sermonID! }),
              onDone: [
                {
                  target: 'LoadingMedia',
                  actions: { type: 'assignSermon', params: ({ event }) => ({ sermon: event.output }) },
                },
              ],
              onError: {
                target: '#player.Static',
                actions: { type: 'assignLoadError', params: ({ event }) => ({ error: event.error }) },
              },
            },
          },
          /** The element has its source and loads it; the start position is applied once it can play. */
          LoadingMedia: {
            entry: 'castLoadIfRemote',
            always: { guard: 'hasNoSource', target: '#player.Static' },
            on: {
              // Some browsers (iOS Safari) load nothing before a gesture, so CAN_PLAY would never come:
              // a press plays at once, inside the gesture.
              PLAY: {
                target: '#player.Buffering',
                actions: ['outputSeek', 'outputPlay'],
              },
              TOGGLE: [
                { guard: 'autoplay', actions: { type: 'assignAutoplay', params: { autoplay: false } } },
                {
                  target: '#player.Buffering',
                  actions: ['outputSeek', 'outputPlay'],
                },
              ],
              CAN_PLAY: [
                {
                  guard: and([fromOutput, 'autoplay']),
                  target: '#player.Buffering',
                  actions: ['seekMedia', 'playMedia'],
                },
                {
                  guard: fromOutput,
                  target: '#player.Loaded',
                  actions: 'seekMedia',
                },
              ],
              PLAYING: { guard: fromOutput, target: '#player.Playing' },
              // Only a receiver reports these while loading: it loaded the media paused, or is still buffering it.
              PAUSED: { guard: and([fromOutput, 'castingRemotely']), target: '#player.Loaded' },
              WAITING: { guard: and([fromOutput, 'castingRemotely', 'autoplay']), target: '#player.Buffering' },
              ERROR: { guard: fromOutput, target: '#player.Static', actions: 'assignMediaError' },
              SET_MEDIA_TYPE: {
                guard: 'canSwitchMediaType',
                target: 'LoadingMedia',
                reenter: true,
                actions: { type: 'assignMediaType', params: ({ context }) => ({ wasPlaying: context.autoplay }) },
              },
              SET_QUALITY: {
                guard: 'qualityChangesSource',
                target: 'LoadingMedia',
                reenter: true,
                actions: [
                  'assignQuality',
                  'persist',
                  { type: 'assignQualitySource', params: ({ context }) => ({ wasPlaying: context.autoplay }) },
                ],
              },
            },
          },
        },
      },
      /** Ready to play, not started. */
      Loaded: {
        on: readyToPlay,
      },
      /** Playing was asked for (or was under way) and the element waits for data. */
      Buffering: {
        on: {
          // Already on its way to playing this sermon.
          LOAD: { guard: 'isLoadedSermon', actions: 'assignLoadList' },
          PLAYING: { guard: fromOutput, target: 'Playing' },
          PAUSED: { guard: fromOutput, target: 'Paused' },
          PAUSE: { target: 'Paused', actions: 'outputPause' },
          TOGGLE: { target: 'Paused', actions: 'outputPause' },
          PLAY_REJECTED: [
            { guard: and([fromOutput, 'hasStarted']), target: 'Paused' },
            { guard: fromOutput, target: 'Loaded' },
          ],
          ...whileMediaAttached,
          SET_MEDIA_TYPE: switchMediaTypeWhilePlaying,
          SET_QUALITY: switchQualityWhilePlaying,
        },
      },
      Playing: {
        on: {
          LOAD: { guard: 'isLoadedSermon', actions: 'assignLoadList' },
          PAUSE: { target: 'Paused', actions: 'outputPause' },
          TOGGLE: { target: 'Paused', actions: 'outputPause' },
          PAUSED: { guard: fromOutput, target: 'Paused' },
          WAITING: { guard: fromOutput, target: 'Buffering' },
          STALLED: { guard: fromOutput, target: 'Buffering' },
          ...whileMediaAttached,
          SET_MEDIA_TYPE: switchMediaTypeWhilePlaying,
          SET_QUALITY: switchQualityWhilePlaying,
        },
      },
      Paused: {
        on: readyToPlay,
      },
      Ended: {
        on: {
          LOAD: [
            {
              guard: and(['isLoadedSermon', 'wantsPlay']),
              target: 'Buffering',
              actions: ['assignLoadList', 'assignRestart', 'outputSeek', 'outputPlay'],
            },
            { guard: 'isLoadedSermon', actions: 'assignLoadList' },
          ],
          PLAY: { target: 'Buffering', actions: ['assignRestart', 'outputSeek', 'outputPlay'] },
          TOGGLE: { target: 'Buffering', actions: ['assignRestart', 'outputSeek', 'outputPlay'] },
          PLAYING: { guard: fromOutput, target: 'Playing' },
          SEEK: { target: 'Paused', actions: ['assignSeek', 'outputSeek'] },
          SEEK_BY: { target: 'Paused', actions: ['assignSeek', 'outputSeek'] },
          ERROR: { guard: fromOutput, target: 'Static', actions: 'assignMediaError' },
          SET_MEDIA_TYPE: switchMediaTypeWhenIdle,
          SET_QUALITY: switchQualityWhenIdle,
        },
      },
      /**
       * Asks which sermon follows (autoplay at the end, or NEXT/PREVIOUS). Nothing follows, or the lookup failed:
       * back to Ended after the end, to Paused when the listener asked mid-sermon.
       */
      FetchingNext: {
        invoke: {
          src: 'fetchNext',
          input: ({ context }) => ({ sermon: context.sermon!, direction: context.fetchDirection, list: context.list }),
          onDone: [
            {
              guard: 'nextIsCurrent',
              target: 'Buffering',
              actions: ['assignRestart', 'outputSeek', 'outputPlay'],
            },
            {
              guard: 'hasNextID',
              target: 'Loading',
              actions: { type: 'assignNext', params: ({ event }) => ({ sermonID: event.output! }) },
            },
            { guard: 'hasNoSource', target: 'Static' },
            { guard: 'fallbackIsEnded', target: 'Ended' },
            { target: 'Paused' },
          ],
          onError: [
            { guard: 'hasNoSource', target: 'Static' },
            { guard: 'fallbackIsEnded', target: 'Ended' },
            { target: 'Paused' },
          ],
        },
        on: {
          PLAY: [
            { guard: 'fallbackIsEnded', target: 'Buffering', actions: ['assignRestart', 'outputSeek', 'outputPlay'] },
            { target: 'Buffering', actions: 'outputPlay' },
          ],
          TOGGLE: [
            { guard: 'fallbackIsEnded', target: 'Buffering', actions: ['assignRestart', 'outputSeek', 'outputPlay'] },
            { target: 'Buffering', actions: 'outputPlay' },
          ],
          PAUSE: [{ guard: 'fallbackIsEnded', target: 'Ended' }, { target: 'Paused' }],
          SEEK: { target: 'Paused', actions: ['assignSeek', 'outputSeek'] },
          SEEK_BY: { target: 'Paused', actions: ['assignSeek', 'outputSeek'] },
        },
      },
    },
  });

export type PlayerMachine = typeof playerMachine;

/** The top-level state name of a snapshot value, e.g. { Loading: 'FetchingSermon' } -> 'Loading'. */
export function playerStateName(value: string | Record<string, unknown>): PlayerStateName {
  return (typeof value === 'string' ? value : Object.keys(value)[0]) as PlayerStateName;
}
