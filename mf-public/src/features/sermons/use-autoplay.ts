// ?autoplay=1 on a sermon page (the language dropdown's links, shared links): start the sermon in the player.
import { useEffect, useRef, useState } from 'react';
import { emitPlatformEvent } from '@sermon/shared-contracts/events/platform-events';
import type { PlayMediaType } from './media-type';

/**
 * How long to wait for the player (another remote) to announce itself before asking anyway: on a cold load it may
 * mount after this page, and a request sent before it listens would be lost. It may also have announced before
 * this page listened, hence "anyway".
 */
export const PLAYER_WAIT_MS = 2000;

interface Autoplay {
  sermonID: string;
  /** what the page plays (its requested or primary media); null: nothing to play */
  mediaType: PlayMediaType | null;
  /** the address asked for autoplay */
  requested: boolean;
  /** the player has announced itself, so it is listening */
  playerReady: boolean;
  /** the request was sent: the page drops ?autoplay so a reload or Back does not start it again */
  onStarted: () => void;
}

export function useAutoplay({ sermonID, mediaType, requested, playerReady, onStarted }: Autoplay): void {
  // once per sermon, also under StrictMode's double effects and while the address still says autoplay
  const started = useRef<string | null>(null);
  const [waitedFor, setWaitedFor] = useState<string | null>(null);
  const onStartedRef = useRef(onStarted);
  onStartedRef.current = onStarted;

  useEffect(() => {
    if (!requested || !mediaType || started.current === sermonID) return;
    if (!playerReady && waitedFor !== sermonID) {
      const timer = setTimeout(() => setWaitedFor(sermonID), PLAYER_WAIT_MS);
      return () => clearTimeout(timer);
    }
    started.current = sermonID;
    emitPlatformEvent('player:play', { sermonID, mediaType });
    onStartedRef.current();
  }, [requested, mediaType, sermonID, playerReady, waitedFor]);
}
