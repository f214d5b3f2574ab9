/**
 * The persistent bar as a chunk of its own, downloaded only when a page first asks to play: the bar is hidden until
 * then, so a page that is only read (and every embed, which has no bar) never pays for it. The first request, and any
 * made while the chunk is on its way, is held here and handed to the bar once it listens, instead of being lost.
 * Until the bar exists this placeholder tells pages the player is idle and listening ('player:status'), so a page
 * that waits for the player before asking (?autoplay=1) asks at once.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { emitPlatformEvent, onPlatformEvent, type PlatformEvents } from '@sermon/shared-contracts/events/platform-events';
import { PLAYER_INTENT_SELECTOR } from '@sermon/shared-contracts/events/player-intent';

const loadPlayerBar = () => import('./features/player/PlayerBar');

/**
 * Fetches the bar's code as soon as the listener points at or focuses a control that starts the player, so the
 * press itself does not wait for the download (webpack keeps the one promise, so the later load reuses it).
 * Returns the function that stops watching.
 */
export function prefetchOnPlayIntent(prefetch: () => unknown = loadPlayerBar): () => void {
  const watch = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element) || !target.closest(PLAYER_INTENT_SELECTOR)) return;
    stop();
    void Promise.resolve(prefetch()).catch(() => {
      // the real load after the press retries and reports; a failed hint costs nothing
    });
  };
  const kinds = ['pointerover', 'focusin', 'touchstart'] as const;
  const stop = () => kinds.forEach((kind) => document.removeEventListener(kind, watch, true));
  kinds.forEach((kind) => document.addEventListener(kind, watch, { capture: true, passive: true }));
  return stop;
}

type PlayRequest = PlatformEvents['player:play'];

/** Holds the latest 'player:play' until `release` (only the latest matters: a newer request replaces an older one). */
export class EarlyPlayRequests {
  private latest: PlayRequest | null = null;
  private stop: (() => void) | null = onPlatformEvent('player:play', (request) => {
    this.latest = request;
    this.onRequest?.();
  });

  /** `onRequest` hears of every held request (the first one is the signal to load the bar). */
  constructor(private readonly onRequest?: () => void) {}

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

/** What the player says while no bar exists: nothing loaded, ready to be asked. */
export function announceIdlePlayer(): void {
  emitPlatformEvent('player:status', { sermonID: null, state: 'Static' });
}

export function PersistentPlayer() {
  const [early, setEarly] = useState<EarlyPlayRequests | null>(null);
  const [wanted, setWanted] = useState(false);
  // From the first commit until the bar has mounted (its chunk loads after the first request).
  useEffect(() => {
    const held = new EarlyPlayRequests(() => setWanted(true));
    setEarly(held);
    return () => held.dispose();
  }, []);
  useEffect(() => (wanted ? undefined : prefetchOnPlayIntent()), [wanted]);
  useEffect(() => {
    if (wanted) return;
    announceIdlePlayer();
    // A page mounted later (single-spa routing) learns that the player is there, as the bar itself tells it.
    window.addEventListener('single-spa:routing-event', announceIdlePlayer);
    return () => window.removeEventListener('single-spa:routing-event', announceIdlePlayer);
  }, [wanted]);
  // Loaded by hand, not with React.lazy: Suspense would hold the bar back up to 300 ms after its chunk arrived
  // (React 19 reveals boundaries together; see shared-contracts mf/load-on-mount), and the first Play would wait.
  const [PlayerBar, setPlayerBar] = useState<ComponentType | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (!wanted || PlayerBar) return;
    let live = true;
    loadPlayerBar().then(
      (module) => live && setPlayerBar(() => module.PlayerBar),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [wanted, PlayerBar]);
  // the remote's error boundary shows a chunk that failed to load, as it would for React.lazy
  if (failure) throw failure.error;
  if (!PlayerBar) return null;
  return (
    <>
      <PlayerBar />
      {early && <ReleaseWhenMounted early={early} />}
    </>
  );
}

/** Rendered after the bar: its effect runs once the bar's own effects (its listener) have. */
function ReleaseWhenMounted({ early }: { early: EarlyPlayRequests }) {
  useEffect(() => early.release(), [early]);
  return null;
}
