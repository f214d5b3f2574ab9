/**
 * Runs the shared player machine against a real <audio>/<video> element: machine actions call play(),
 * pause() and currentTime; element events come back as machine events; volume (0..100 in the machine, 0..1 on
 * the element), muted and speed are applied from the machine's context and persisted on every change. The
 * machine's other actors are provided here too: the play queue (next/previous of the list) and the browser's
 * cast adapters (Chromecast, AirPlay; downloaded on first use, and never for an embed, where casting is off). The
 * persistent bar also follows 'player:play' and announces 'player:status'.
 */
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { fromPromise } from 'xstate';
import { isPlayList, type PlayList } from '@sermon/shared-contracts/entities/play-list';
import { emitPlatformEvent, onPlatformEvent } from '@sermon/shared-contracts/events/platform-events';
import {
  playerMachine,
  playerStateName,
  type PlayerContext,
  type PlayerEvent,
  type PlayerMediaType,
  type PlayerStateName,
} from '@sermon/shared-contracts/machines/player.machine';
import type { PlayerSermonLoader } from './api/get-player-sermon';
import { createBrowserCaster, createMediaElementSource } from './casting/browser-caster';
import { loadPlayerSettings, savePlayerSettings } from './player-settings-storage';
import type { FetchNext } from './queue/play-queue';
import { usePlayQueue } from './queue/use-play-queue';

/** Props for the media element; `src` changes give a fresh element (see PlayerMedia). */
export interface MediaElementBinding {
  mediaType: PlayerMediaType;
  src: string | null;
  ref: (element: HTMLMediaElement | null) => void;
  onCanPlay: (event: SyntheticEvent<HTMLMediaElement>) => void;
  onPlaying: (event: SyntheticEvent<HTMLMediaElement>) => void;
  onPause: (event: SyntheticEvent<HTMLMediaElement>) => void;
  onWaiting: (event: SyntheticEvent<HTMLMediaElement>) => void;
  onStalled: (event: SyntheticEvent<HTMLMediaElement>) => void;
  onTimeUpdate: (event: SyntheticEvent<HTMLMediaElement>) => void;
  onDurationChange: (event: SyntheticEvent<HTMLMediaElement>) => void;
  onLoadedMetadata: (event: SyntheticEvent<HTMLMediaElement>) => void;
  onProgress: (event: SyntheticEvent<HTMLMediaElement>) => void;
  onEnded: (event: SyntheticEvent<HTMLMediaElement>) => void;
  onError: (event: SyntheticEvent<HTMLMediaElement>) => void;
  onSeeked: (event: SyntheticEvent<HTMLMediaElement>) => void;
}

/** What a page asks for with 'player:play'. */
export interface PlayRequest {
  sermonID: string;
  mediaType?: PlayerMediaType;
  autoplay?: boolean;
  startAt?: number;
  /** the list the sermon was started from (next and previous come from it) */
  list?: PlayList;
}

/** What a play-request handler may use: the machine, and its latest state (not the one of the last render). */
export interface PlayRequestControls {
  send: (event: PlayerEvent) => void;
  current: () => { state: PlayerStateName; context: PlayerContext };
}

export interface Player {
  state: PlayerStateName;
  context: PlayerContext;
  send: (event: PlayerEvent) => void;
  media: MediaElementBinding;
  /** Calls the listener each time the element finished a seek; returns the unsubscribe function. */
  onSeeked: (listener: () => void) => () => void;
}

export interface UsePlayerOptions {
  loadSermon: PlayerSermonLoader;
  /** The persistent bar talks to the page (player:play in, player:status out); an embed keeps to itself. */
  connectToPage?: boolean;
  /**
   * Decides how a page's 'player:play' is loaded (e.g. first asking the listener whether to resume).
   * Without it the request is loaded as it came.
   */
  onPlayRequest?: (request: PlayRequest, controls: PlayRequestControls) => void;
  /** Which sermon follows in a list; defaults to the play queue over GET node/sermons. */
  fetchNext?: FetchNext;
  /** Offer casting (Chromecast, AirPlay); defaults to on for the persistent bar, off for embeds. */
  casting?: boolean;
}

// readyState values (HTMLMediaElement constants are not defined in every test environment).
const HAVE_FUTURE_DATA = 3;

const MEDIA_ERROR_NAMES: Record<number, string> = {
  1: 'MEDIA_ERR_ABORTED',
  2: 'MEDIA_ERR_NETWORK',
  3: 'MEDIA_ERR_DECODE',
  4: 'MEDIA_ERR_SRC_NOT_SUPPORTED',
};

function describeMediaError(error: MediaError | null): string {
  if (!error) return 'unknown media error';
  const name = MEDIA_ERROR_NAMES[error.code] ?? `code ${error.code}`;
  return error.message ? `${name}: ${error.message}` : name;
}

/** End of the buffered range that holds the playback position (0 when none does). */
function bufferedEndAt(media: HTMLMediaElement): number {
  const ranges = media.buffered;
  const position = media.currentTime;
  for (let i = 0; i < (ranges?.length ?? 0); i++) {
    if (ranges.start(i) <= position + 0.5 && position <= ranges.end(i)) return ranges.end(i);
  }
  return 0;
}

function isPlatformPlayRequest(detail: unknown): detail is PlayRequest {
  if (!detail || typeof detail !== 'object') return false;
  const { sermonID, mediaType } = detail as { sermonID?: unknown; mediaType?: unknown };
  return typeof sermonID === 'string' && sermonID !== '' && (mediaType === undefined || mediaType === 'audio' || mediaType === 'video');
}

/** A malformed list costs only next/previous (the sermon's series stands in), not the play itself. */
function withValidList(request: PlayRequest): PlayRequest {
  if (request.list === undefined || isPlayList(request.list)) return request;
  console.warn('player:play came with a list that is not a PlayList; playing without it', request.list);
  const { list: _dropped, ...rest } = request;
  return rest;
}

/** Loads a page's request as it came. */
function loadAsRequested(request: PlayRequest, { send }: PlayRequestControls): void {
  send({
    type: 'LOAD',
    sermonID: request.sermonID,
    mediaType: request.mediaType,
    autoplay: request.autoplay,
    startAt: request.startAt,
    list: request.list,
  });
}

export function usePlayer({
  loadSermon,
  connectToPage = true,
  onPlayRequest = loadAsRequested,
  fetchNext,
  casting = connectToPage,
}: UsePlayerOptions): Player {
  const mediaRef = useRef<HTMLMediaElement | null>(null);
  const loadRef = useRef(loadSermon);
  useEffect(() => {
    loadRef.current = loadSermon;
  }, [loadSermon]);
  const defaultFetchNext = usePlayQueue();
  const fetchNextRef = useRef(fetchNext ?? defaultFetchNext);
  useEffect(() => {
    fetchNextRef.current = fetchNext ?? defaultFetchNext;
  }, [fetchNext, defaultFetchNext]);
  // The cast adapters follow the element (AirPlay lives on it) and wait for the first use before loading an SDK.
  const [mediaSource] = useState(createMediaElementSource);
  const [firstUse] = useState(() => {
    let resolve!: () => void;
    const promise = new Promise<void>((done) => (resolve = done));
    return { promise, resolve };
  });
  const playRequestRef = useRef(onPlayRequest);
  useEffect(() => {
    playRequestRef.current = onPlayRequest;
  }, [onPlayRequest]);
  // Seeks end in the element, not in the machine (which moved on at once): listeners hear of them here.
  const [seekedListeners] = useState(() => new Set<() => void>());

  // Provided once: the actions read the element through the ref, so they never go stale.
  const [machine] = useState(() =>
    playerMachine.provide({
      actors: {
        loadSermon: fromPromise(({ input, signal }) => loadRef.current(input.sermonID, signal)),
        fetchNext: fromPromise(({ input, signal }) => fetchNextRef.current(input, signal)),
        caster: createBrowserCaster({ media: mediaSource, chromecast: casting, airplay: casting, whenNeeded: firstUse.promise }),
      },
      actions: {
        playMedia: ({ self }) => {
          const media = mediaRef.current;
          if (!media) return;
          let attempt: Promise<void> | undefined;
          try {
            attempt = media.play();
          } catch (error) {
            self.send({ type: 'PLAY_REJECTED', detail: String(error) });
            return;
          }
          attempt?.catch((error: unknown) => {
            // A newer load or a pause interrupted this play(): that is not a refusal.
            if ((error as { name?: string } | null)?.name === 'AbortError') return;
            self.send({ type: 'PLAY_REJECTED', detail: (error as { name?: string } | null)?.name ?? String(error) });
          });
        },
        pauseMedia: () => {
          mediaRef.current?.pause();
        },
        seekMedia: ({ context }) => {
          const media = mediaRef.current;
          const seconds = context.currentTime;
          // Setting the same time would still make the element seek (and fire waiting) for nothing.
          if (media && Math.abs(media.currentTime - seconds) > 0.01) media.currentTime = seconds;
        },
        persistSettings: (_, settings) => savePlayerSettings(settings),
      },
    }),
  );
  const [initialSettings] = useState(loadPlayerSettings);
  const [snapshot, send, actorRef] = useMachine(machine, {
    input: { settings: initialSettings, castingEnabled: casting },
  });
  const { context } = snapshot;
  const state = playerStateName(snapshot.value);
  const used = context.sermonID !== null;
  useEffect(() => {
    if (used) firstUse.resolve();
  }, [used, firstUse]);

  const { volume, muted, speed } = context;
  const applySettings = useCallback(
    (media: HTMLMediaElement) => {
      media.volume = Math.min(1, Math.max(0, volume / 100));
      media.muted = muted;
      media.defaultPlaybackRate = speed;
      media.playbackRate = speed;
    },
    [volume, muted, speed],
  );
  useEffect(() => {
    if (mediaRef.current) applySettings(mediaRef.current);
  }, [applySettings]);

  const ref = useCallback(
    (element: HTMLMediaElement | null) => {
      mediaRef.current = element;
      if (element) applySettings(element);
      mediaSource.set(element);
    },
    [applySettings, mediaSource],
  );

  const handlers = useMemo(() => {
    // Only the current element speaks: a replaced one may still deliver a queued event.
    const from =
      (report: (media: HTMLMediaElement) => PlayerEvent | null) => (event: SyntheticEvent<HTMLMediaElement>) => {
        const media = event.currentTarget;
        if (media !== mediaRef.current) return;
        const message = report(media);
        if (message) send(message);
      };
    return {
      onCanPlay: from(() => ({ type: 'CAN_PLAY' })),
      onPlaying: from(() => ({ type: 'PLAYING' })),
      onPause: from(() => ({ type: 'PAUSED' })),
      // A paused element also fires these while it loads or seeks; only a starved playback is buffering.
      onWaiting: from((media) => (media.paused ? null : { type: 'WAITING' })),
      onStalled: from((media) => (media.paused || media.readyState >= HAVE_FUTURE_DATA ? null : { type: 'STALLED' })),
      onTimeUpdate: from((media) => {
        send({ type: 'TIME_UPDATE', currentTime: media.currentTime });
        // Recovering from a stall without a new 'playing' event: the clock moving is proof enough.
        const recovered =
          !media.paused && media.readyState >= HAVE_FUTURE_DATA && actorRef.getSnapshot().matches('Buffering');
        return recovered ? { type: 'PLAYING' } : null;
      }),
      onDurationChange: from((media) => ({ type: 'DURATION', duration: media.duration })),
      onLoadedMetadata: from((media) => ({ type: 'DURATION', duration: media.duration })),
      onProgress: from((media) => ({ type: 'BUFFERED', end: bufferedEndAt(media) })),
      onEnded: from(() => ({ type: 'ENDED' })),
      onError: from((media) => ({ type: 'ERROR', detail: describeMediaError(media.error) })),
      onSeeked: from(() => {
        for (const listener of seekedListeners) listener();
        return null;
      }),
    };
  }, [send, actorRef, seekedListeners]);

  const onSeeked = useCallback(
    (listener: () => void) => {
      seekedListeners.add(listener);
      return () => {
        seekedListeners.delete(listener);
      };
    },
    [seekedListeners],
  );

  useEffect(() => {
    if (!connectToPage) return;
    return onPlatformEvent('player:play', (detail) => {
      if (!isPlatformPlayRequest(detail)) {
        console.warn('player:play needs a sermonID (and mediaType audio or video if given)', detail);
        return;
      }
      const current = () => {
        const latest = actorRef.getSnapshot();
        return { state: playerStateName(latest.value), context: latest.context };
      };
      playRequestRef.current(withValidList(detail), { send, current });
    });
  }, [connectToPage, send, actorRef]);

  const sermonID = context.sermonID;
  useEffect(() => {
    if (!connectToPage) return;
    const announce = () => emitPlatformEvent('player:status', { sermonID, state });
    announce();
    // A page mounted later (single-spa routing) learns what is playing without asking.
    window.addEventListener('single-spa:routing-event', announce);
    return () => window.removeEventListener('single-spa:routing-event', announce);
  }, [connectToPage, sermonID, state]);

  const media = useMemo<MediaElementBinding>(
    () => ({ mediaType: context.mediaType, src: context.src, ref, ...handlers }),
    [context.mediaType, context.src, ref, handlers],
  );

  return { state, context, send, media, onSeeked };
}
