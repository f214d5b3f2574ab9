/**
 * The sermon player (spec doc 1 §4 "Player states"). Pure statechart: fetching the sermon, the media element and
 * storage are injected (`loadSermon`/`fetchNext` actors, `playMedia`/`pauseMedia`/`seekMedia`/`persistSettings`
 * actions), so it runs under jest with no React or DOM. Media element events come back in as events
 * (CAN_PLAY, PLAYING, PAUSED, ...); the state follows what the element reports rather than what was asked,
 * except for PAUSE, which the element always honours at once.
 */
import { and, assign, fromPromise, setup } from 'xstate';
import type { Sermon } from '../entities/sermon';
import { areAudioAndVideoLinked } from '../rules/sermon-duration';
import {
  clampSpeed,
  clampVolume,
  DEFAULT_PLAYER_SETTINGS,
  type AutoplayNext,
  type PlayerSettings,
} from '../rules/player-settings';
import { chooseMediaType, hasPlayable, playerSource, type PlayerMediaType } from './player-source';

export type { PlayerMediaType } from './player-source';

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

export interface PlayerContext {
  sermonID: string | null;
  sermon: Sermon | null;
  /** what LOAD asked for; kept so a retry asks for the same */
  requestedMediaType: PlayerMediaType | null;
  mediaType: PlayerMediaType;
  /** URL the media element plays; null when nothing is loaded */
  src: string | null;
  /** start playing as soon as the media can play */
  autoplay: boolean;
  /** where playback starts once the media can play */
  startAt: number;
  currentTime: number;
  duration: number;
  /** end of the buffered range around the current position */
  bufferedEnd: number;
  volume: number;
  muted: boolean;
  speed: number;
  autoplayNext: AutoplayNext;
  error: PlayerError | null;
}

export type PlayerEvent =
  | { type: 'LOAD'; sermonID: string; mediaType?: PlayerMediaType; autoplay?: boolean; startAt?: number }
  | { type: 'SET_MEDIA_TYPE'; mediaType: PlayerMediaType }
  // reports from the media element
  | { type: 'CAN_PLAY' }
  | { type: 'WAITING' }
  | { type: 'STALLED' }
  | { type: 'PLAYING' }
  | { type: 'PAUSED' }
  | { type: 'TIME_UPDATE'; currentTime: number }
  | { type: 'DURATION'; duration: number }
  | { type: 'BUFFERED'; end: number }
  | { type: 'ENDED' }
  | { type: 'ERROR'; detail?: string }
  /** play() was refused, e.g. by the browser's autoplay policy */
  | { type: 'PLAY_REJECTED'; detail?: string }
  // commands from the listener
  | { type: 'PLAY' }
  | { type: 'PAUSE' }
  | { type: 'TOGGLE' }
  | { type: 'SEEK'; seconds: number }
  | { type: 'SEEK_BY'; seconds: number }
  | { type: 'SET_VOLUME'; volume: number }
  | { type: 'TOGGLE_MUTE' }
  | { type: 'SET_SPEED'; speed: number }
  | { type: 'SET_AUTOPLAY_NEXT'; mode: AutoplayNext }
  /** the listener dismisses the player: playback stops and nothing is loaded any more */
  | { type: 'CLOSE' };

export interface PlayerInput {
  settings?: Partial<PlayerSettings>;
}

export interface LoadSermonInput {
  sermonID: string;
}

export interface FetchNextInput {
  sermon: Sermon;
  direction: Exclude<AutoplayNext, 'off'>;
}

function finiteOr(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** Seek targets stay inside the media; before the duration is known only the lower bound applies. */
export function clampSeek(seconds: number, duration: number): number {
  const upper = duration > 0 ? duration : Number.POSITIVE_INFINITY;
  return Math.min(upper, Math.max(0, finiteOr(seconds, 0)));
}

function settingsOf(context: PlayerContext): PlayerSettings {
  return { volume: context.volume, muted: context.muted, speed: context.speed, autoplayNext: context.autoplayNext };
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

// Transitions shared by every state that has the media element attached (Loaded, Buffering, Playing, Paused):
// time and seeks are tracked the same way, the end leads on, a media error resets the player.
const whileMediaAttached = {
  TIME_UPDATE: { actions: 'assignTime' },
  SEEK: { actions: ['assignSeek', 'seekMedia'] },
  SEEK_BY: { actions: ['assignSeek', 'seekMedia'] },
  ENDED: [
    { guard: 'autoplayNextOn', target: 'FetchingNext', actions: 'assignEnded' },
    { target: 'Ended', actions: 'assignEnded' },
  ],
  ERROR: { target: 'Static', actions: 'assignMediaError' },
} as const;

// Switching between audio and video reloads the other rendition; a playing player pauses first and resumes after.
const switchMediaTypeWhenIdle = {
  guard: 'canSwitchMediaType',
  target: '#player.Loading.LoadingMedia',
  actions: { type: 'assignMediaType', params: { wasPlaying: false } },
} as const;
const switchMediaTypeWhilePlaying = {
  guard: 'canSwitchMediaType',
  target: '#player.Loading.LoadingMedia',
  actions: ['pauseMedia', { type: 'assignMediaType', params: { wasPlaying: true } }],
} as const;

// Loaded (never started) and Paused answer the same way: play, or follow what the element reports.
const readyToPlay = {
  LOAD: [
    { guard: and(['isLoadedSermon', 'wantsPlay']), target: 'Buffering', actions: 'playMedia' },
    { guard: 'isLoadedSermon' },
  ],
  PLAY: { target: 'Buffering', actions: 'playMedia' },
  TOGGLE: { target: 'Buffering', actions: 'playMedia' },
  PLAYING: { target: 'Playing' },
  WAITING: { target: 'Buffering' },
  STALLED: { target: 'Buffering' },
  ...whileMediaAttached,
  SET_MEDIA_TYPE: switchMediaTypeWhenIdle,
} as const;

export const playerMachine = setup({
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
        duration: 0,
        requestedMediaType: event.mediaType ?? null,
        autoplay: event.autoplay ?? true,
        startAt: Math.max(0, finiteOr(event.startAt, 0)),
        currentTime: 0,
        bufferedEnd: 0,
        error: null,
      };
    }),
    /** A retry (PLAY after a failure) reloads the same sermon and starts playing where it stopped. */
    assignRetry: assign(({ context }) => ({
      autoplay: true,
      startAt: context.currentTime,
      bufferedEnd: 0,
      error: null,
    })),
    assignSermon: assign(({ context }, params: { sermon: Sermon }) => {
      const mediaType = chooseMediaType(params.sermon, context.requestedMediaType);
      const source = mediaType ? playerSource(params.sermon, mediaType) : null;
      return {
        sermon: params.sermon,
        mediaType: mediaType ?? context.mediaType,
        src: source?.src ?? null,
        duration: source?.duration ?? 0,
        currentTime: context.startAt,
        error: source ? null : { kind: 'no-media' as const, detail: null },
      };
    }),
    assignLoadError: assign((_, params: { error: unknown }) => ({
      src: null,
      error: { kind: errorKindOf(params.error), detail: detailOf(params.error) },
    })),
    assignMediaError: assign(({ event }) => ({
      src: null,
      error: { kind: 'media-failed' as const, detail: event.type === 'ERROR' ? (event.detail ?? null) : null },
    })),
    /** Switching audio <-> video keeps the position only when the two recordings are linked. */
    assignMediaType: assign(({ context, event }, params: { wasPlaying: boolean }) => {
      if (event.type !== 'SET_MEDIA_TYPE' || !context.sermon) return {};
      const source = playerSource(context.sermon, event.mediaType);
      if (!source) return {};
      return {
        mediaType: event.mediaType,
        requestedMediaType: event.mediaType,
        src: source.src,
        duration: source.duration,
        startAt: areAudioAndVideoLinked(context.sermon) ? context.currentTime : 0,
        currentTime: areAudioAndVideoLinked(context.sermon) ? context.currentTime : 0,
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
      startAt: 0,
      currentTime: 0,
      duration: 0,
      bufferedEnd: 0,
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
    assignAutoplayNext: assign(({ event }) => (event.type === 'SET_AUTOPLAY_NEXT' ? { autoplayNext: event.mode } : {})),
    assignAutoplay: assign((_, params: { autoplay: boolean }) => ({ autoplay: params.autoplay })),
    assignNext: assign((_, params: { sermonID: string }) => ({
      sermonID: params.sermonID,
      requestedMediaType: null,
      autoplay: true,
      startAt: 0,
      currentTime: 0,
      bufferedEnd: 0,
      error: null,
    })),
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
    autoplayNextOn: ({ context }) => context.autoplayNext !== 'off' && context.sermon !== null,
    hasStarted: ({ context }) => context.currentTime > 0,
    canSwitchMediaType: ({ context, event }) =>
      event.type === 'SET_MEDIA_TYPE' &&
      context.sermon !== null &&
      event.mediaType !== context.mediaType &&
      hasPlayable(context.sermon, event.mediaType),
  },
}).createMachine({
  id: 'player',
  initial: 'Static',
  context: ({ input }) => {
    const settings = { ...DEFAULT_PLAYER_SETTINGS, ...input?.settings };
    return {
      sermonID: null,
      sermon: null,
      requestedMediaType: null,
      mediaType: 'video',
      src: null,
      autoplay: true,
      startAt: 0,
      currentTime: 0,
      duration: 0,
      bufferedEnd: 0,
      volume: clampVolume(settings.volume),
      muted: settings.muted,
      speed: clampSpeed(settings.speed),
      autoplayNext: settings.autoplayNext,
      error: null,
    };
  },
  on: {
    LOAD: { target: '.Loading', actions: ['pauseMedia', 'assignLoad'] },
    CLOSE: { target: '.Static', actions: ['pauseMedia', 'assignClosed'] },
    DURATION: { actions: 'assignDuration' },
    BUFFERED: { actions: 'assignBuffered' },
    SET_VOLUME: {
      actions: ['assignVolume', { type: 'persistSettings', params: ({ context }) => settingsOf(context) }],
    },
    TOGGLE_MUTE: {
      actions: ['assignToggleMute', { type: 'persistSettings', params: ({ context }) => settingsOf(context) }],
    },
    SET_SPEED: {
      actions: ['assignSpeed', { type: 'persistSettings', params: ({ context }) => settingsOf(context) }],
    },
    SET_AUTOPLAY_NEXT: {
      actions: ['assignAutoplayNext', { type: 'persistSettings', params: ({ context }) => settingsOf(context) }],
    },
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
          always: { guard: 'hasNoSource', target: '#player.Static' },
          on: {
            // Some browsers (iOS Safari) load nothing before a gesture, so CAN_PLAY would never come:
            // a press plays at once, inside the gesture.
            PLAY: {
              target: '#player.Buffering',
              actions: ['seekMedia', 'playMedia'],
            },
            TOGGLE: [
              { guard: 'autoplay', actions: { type: 'assignAutoplay', params: { autoplay: false } } },
              {
                target: '#player.Buffering',
                actions: ['seekMedia', 'playMedia'],
              },
            ],
            CAN_PLAY: [
              {
                guard: 'autoplay',
                target: '#player.Buffering',
                actions: ['seekMedia', 'playMedia'],
              },
              {
                target: '#player.Loaded',
                actions: 'seekMedia',
              },
            ],
            PLAYING: { target: '#player.Playing' },
            ERROR: { target: '#player.Static', actions: 'assignMediaError' },
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
        LOAD: { guard: 'isLoadedSermon' },
        PLAYING: { target: 'Playing' },
        PAUSED: { target: 'Paused' },
        PAUSE: { target: 'Paused', actions: 'pauseMedia' },
        TOGGLE: { target: 'Paused', actions: 'pauseMedia' },
        PLAY_REJECTED: [{ guard: 'hasStarted', target: 'Paused' }, { target: 'Loaded' }],
        ...whileMediaAttached,
        SET_MEDIA_TYPE: switchMediaTypeWhilePlaying,
      },
    },
    Playing: {
      on: {
        LOAD: { guard: 'isLoadedSermon' },
        PAUSE: { target: 'Paused', actions: 'pauseMedia' },
        TOGGLE: { target: 'Paused', actions: 'pauseMedia' },
        PAUSED: { target: 'Paused' },
        WAITING: { target: 'Buffering' },
        STALLED: { target: 'Buffering' },
        ...whileMediaAttached,
        SET_MEDIA_TYPE: switchMediaTypeWhilePlaying,
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
            actions: ['assignRestart', 'seekMedia', 'playMedia'],
          },
          { guard: 'isLoadedSermon' },
        ],
        PLAY: { target: 'Buffering', actions: ['assignRestart', 'seekMedia', 'playMedia'] },
        TOGGLE: { target: 'Buffering', actions: ['assignRestart', 'seekMedia', 'playMedia'] },
        PLAYING: { target: 'Playing' },
        SEEK: { target: 'Paused', actions: ['assignSeek', 'seekMedia'] },
        SEEK_BY: { target: 'Paused', actions: ['assignSeek', 'seekMedia'] },
        ERROR: { target: 'Static', actions: 'assignMediaError' },
        SET_MEDIA_TYPE: switchMediaTypeWhenIdle,
      },
    },
    /** Autoplay-next asks which sermon follows; nothing follows means the player stays Ended. */
    FetchingNext: {
      invoke: {
        src: 'fetchNext',
        input: ({ context }) => ({
          sermon: context.sermon!,
          direction: context.autoplayNext === 'reverse' ? ('reverse' as const) : ('forward' as const),
        }),
        onDone: [
          {
            guard: ({ event }) => typeof event.output === 'string' && event.output !== '',
            target: 'Loading',
            actions: { type: 'assignNext', params: ({ event }) => ({ sermonID: event.output! }) },
          },
          { target: 'Ended' },
        ],
        onError: { target: 'Ended' },
      },
      on: {
        PLAY: { target: 'Buffering', actions: ['assignRestart', 'seekMedia', 'playMedia'] },
        TOGGLE: { target: 'Buffering', actions: ['assignRestart', 'seekMedia', 'playMedia'] },
        PAUSE: { target: 'Ended' },
        SEEK: { target: 'Paused', actions: ['assignSeek', 'seekMedia'] },
      },
    },
  },
});

export type PlayerMachine = typeof playerMachine;

/** The top-level state name of a snapshot value, e.g. { Loading: 'FetchingSermon' } -> 'Loading'. */
export function playerStateName(value: string | Record<string, unknown>): PlayerStateName {
  return (typeof value === 'string' ? value : Object.keys(value)[0]) as PlayerStateName;
}
