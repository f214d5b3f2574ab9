/**
 * The persistent bar as a chunk of its own, so an embed page (which has no bar) never downloads it. While that chunk
 * is on its way, a page may already ask to play (a sermon page opened with ?autoplay=1): the request is held here
 * and handed to the bar once it listens, instead of being lost.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { emitPlatformEvent, onPlatformEvent, type PlatformEvents } from '@sermon/shared-contracts/events/platform-events';

const PlayerBar = lazy(() => import('./features/player/PlayerBar').then((m) => ({ default: m.PlayerBar })));

type PlayRequest = PlatformEvents['player:play'];

/** Holds the latest 'player:play' until `release` (only the latest matters: a newer request replaces an older one). */
export class EarlyPlayRequests {
  private latest: PlayRequest | null = null;
  private stop: (() => void) | null = onPlatformEvent('player:play', (request) => (this.latest = request));

  /** Stops holding and asks again, now that the bar listens. */
  release(): void {
    this.stop?.();
    this.stop = null;
    const request = this.latest;
    this.latest = null;
    if (request) emitPlatformEvent('player:play', request);
  }

  dispose(): void {
    this.stop?.();
    this.stop = null;
  }
}

export function PersistentPlayer() {
  const [early, setEarly] = useState<EarlyPlayRequests | null>(null);
  // From the first commit (the bar's chunk may still be loading) until the bar has mounted.
  useEffect(() => {
    const held = new EarlyPlayRequests();
    setEarly(held);
    return () => held.dispose();
  }, []);
  return (
    <Suspense fallback={null}>
      <PlayerBar />
      {early && <ReleaseWhenMounted early={early} />}
    </Suspense>
  );
}

/** Rendered after the bar in the same boundary: its effect runs once the bar's own effects (its listener) have. */
function ReleaseWhenMounted({ early }: { early: EarlyPlayRequests }) {
  useEffect(() => early.release(), [early]);
  return null;
}
