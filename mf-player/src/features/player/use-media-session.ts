// Lock-screen and headset controls (Media Session API) for the playing sermon, where the browser has them.
import { useEffect } from 'react';
import type { PlayerContext, PlayerEvent } from '@sermon/shared-contracts/machines/player.machine';
import { SKIP_BACK_SECONDS, SKIP_FORWARD_SECONDS } from './components/SkipButton';

export function useMediaSession(sermon: PlayerContext['sermon'], send: (event: PlayerEvent) => void): void {
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('mediaSession' in navigator) || typeof MediaMetadata === 'undefined') return;
    const session = navigator.mediaSession;
    session.metadata = sermon
      ? new MediaMetadata({
          title: sermon.fullTitle,
          artist: sermon.speaker.displayName,
          album: sermon.broadcaster.displayName,
          artwork: sermon.speaker.portraitURL ? [{ src: sermon.speaker.portraitURL }] : [],
        })
      : null;
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => send({ type: 'PLAY' })],
      ['pause', () => send({ type: 'PAUSE' })],
      ['seekbackward', (details) => send({ type: 'SEEK_BY', seconds: -(details.seekOffset ?? SKIP_BACK_SECONDS) })],
      ['seekforward', (details) => send({ type: 'SEEK_BY', seconds: details.seekOffset ?? SKIP_FORWARD_SECONDS })],
      ['seekto', (details) => details.seekTime !== undefined && send({ type: 'SEEK', seconds: details.seekTime })],
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
  }, [sermon, send]);
}
