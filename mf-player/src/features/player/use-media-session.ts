/**
 * Lock-screen, notification and headset controls (Media Session API) for the playing sermon, where the browser has
 * them: the sermon's title, speaker and broadcaster with artwork in several sizes, the actions (play, pause, stop,
 * seek back/forward/to, previous/next sermon), and the position so the lock screen's scrubber is right.
 */
import { useEffect, useRef } from 'react';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import type { PlayerContext, PlayerEvent, PlayerStateName } from '@sermon/shared-contracts/machines/player.machine';
import { SKIP_BACK_SECONDS, SKIP_FORWARD_SECONDS } from '@sermon/shared-contracts/rules/player-shortcuts';

/** Sizes lock screens and notifications ask for (Android picks the closest; iOS and desktops the largest). */
export const ARTWORK_SIZES = [96, 128, 192, 256, 384, 512] as const;

function imageType(url: string): string | undefined {
  const path = url.split(/[?#]/)[0]!.toLowerCase();
  if (path.endsWith('.svg')) return 'image/svg+xml';
  if (path.endsWith('.png')) return 'image/png';
  if (path.endsWith('.webp')) return 'image/webp';
  if (path.endsWith('.jpg') || path.endsWith('.jpeg')) return 'image/jpeg';
  return undefined;
}

/**
 * Artwork for the sermon: the broadcaster's album art (a `{size}` template, so each size is a real image of that
 * size), else the speaker's; the speaker's portrait as a last resort, at its one size.
 */
export function sermonArtwork(sermon: Pick<Sermon, 'broadcaster' | 'speaker'>): MediaImage[] {
  const template = sermon.broadcaster.albumArtURL || sermon.speaker.albumArtURL;
  if (template && template.includes('{size}')) {
    return ARTWORK_SIZES.map((size) => {
      const src = template.replaceAll('{size}', String(size));
      const type = imageType(src);
      return { src, sizes: `${size}x${size}`, ...(type ? { type } : {}) };
    });
  }
  const single = template || sermon.speaker.portraitURL || sermon.broadcaster.imageURL;
  if (!single) return [];
  const type = imageType(single);
  return [{ src: single, ...(type ? { type } : {}) }];
}

export function sermonMetadata(sermon: Sermon): MediaMetadataInit {
  return {
    title: sermon.fullTitle || sermon.displayTitle,
    artist: sermon.speaker.displayName,
    album: sermon.broadcaster.displayName,
    artwork: sermonArtwork(sermon),
  };
}

function mediaSessionOf(): MediaSession | null {
  if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return null;
  return navigator.mediaSession;
}

interface Options {
  state: PlayerStateName;
  context: Pick<PlayerContext, 'sermon' | 'currentTime' | 'duration' | 'speed'>;
  send: (event: PlayerEvent) => void;
  /** previous/next are offered only when there is a list (or a series) to move through */
  hasNeighbours: boolean;
}

export function useMediaSession({ state, context, send, hasNeighbours }: Options): void {
  const { sermon, currentTime, duration, speed } = context;
  const sendRef = useRef(send);
  sendRef.current = send;

  // Metadata: once per sermon.
  useEffect(() => {
    const session = mediaSessionOf();
    if (!session || typeof MediaMetadata === 'undefined') return;
    session.metadata = sermon ? new MediaMetadata(sermonMetadata(sermon)) : null;
  }, [sermon]);

  // Actions: while a sermon is loaded.
  const loaded = sermon !== null;
  useEffect(() => {
    const session = mediaSessionOf();
    if (!session || !loaded) return;
    const send = (event: PlayerEvent) => sendRef.current(event);
    const handlers: [MediaSessionAction, MediaSessionActionHandler | null][] = [
      ['play', () => send({ type: 'PLAY' })],
      ['pause', () => send({ type: 'PAUSE' })],
      [
        'stop',
        () => {
          send({ type: 'PAUSE' });
          send({ type: 'SEEK', seconds: 0 });
        },
      ],
      ['seekbackward', (details) => send({ type: 'SEEK_BY', seconds: -(details.seekOffset ?? SKIP_BACK_SECONDS) })],
      ['seekforward', (details) => send({ type: 'SEEK_BY', seconds: details.seekOffset ?? SKIP_FORWARD_SECONDS })],
      ['seekto', (details) => details.seekTime !== undefined && send({ type: 'SEEK', seconds: details.seekTime })],
      // Without a list these stay unset, so the lock screen shows the skip buttons instead.
      ['previoustrack', hasNeighbours ? () => send({ type: 'PREVIOUS' }) : null],
      ['nexttrack', hasNeighbours ? () => send({ type: 'NEXT' }) : null],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // Browsers throw for actions they do not support; the others still work.
      }
    }
    return () => {
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // as above
        }
      }
    };
  }, [loaded, hasNeighbours]);

  // Playback state, so the lock screen shows Play or Pause right even when the element was paused by the machine.
  const playing = state === 'Playing' || state === 'Buffering';
  useEffect(() => {
    const session = mediaSessionOf();
    if (!session) return;
    session.playbackState = !loaded ? 'none' : playing ? 'playing' : 'paused';
  }, [loaded, playing]);

  // Position: with every time update while there is a sermon (browsers extrapolate between calls).
  useEffect(() => {
    const session = mediaSessionOf();
    if (!session || typeof session.setPositionState !== 'function') return;
    if (!loaded || !(duration > 0) || !Number.isFinite(duration)) return;
    try {
      session.setPositionState({
        duration,
        playbackRate: speed > 0 ? speed : 1,
        position: Math.min(duration, Math.max(0, currentTime)),
      });
    } catch {
      // An inconsistent state (a position past a duration that just changed) is skipped, not fatal.
    }
  }, [loaded, currentTime, duration, speed]);

  // Nothing loaded any more (the bar was closed): clear what the lock screen shows.
  useEffect(() => {
    if (loaded) return;
    const session = mediaSessionOf();
    try {
      session?.setPositionState?.();
    } catch {
      // some browsers reject the empty call; nothing to clear then
    }
  }, [loaded]);
}
