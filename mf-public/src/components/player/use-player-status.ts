// What the persistent player (another remote) last announced, for pages and cards to mark the playing sermon.
import { useSyncExternalStore } from 'react';
import { onPlatformEvent, type PlatformEvents } from '@sermon/shared-contracts/events/platform-events';

export type PlayerStatus = PlatformEvents['player:status'];

/**
 * One listener for the whole remote, installed when the module loads, that remembers the last announcement: the
 * player only announces changes (and on route changes), so a card that mounts after its page's data arrived still
 * learns what is playing, and a page can tell whether the player is there at all (it has announced something).
 */
let latest: PlayerStatus | null = null;
const subscribers = new Set<() => void>();

if (typeof window !== 'undefined') {
  onPlatformEvent('player:status', (status) => {
    latest = status;
    subscribers.forEach((notify) => notify());
  });
}

function subscribe(onChange: () => void): () => void {
  subscribers.add(onChange);
  return () => {
    subscribers.delete(onChange);
  };
}

const snapshot = () => latest;

/** The player's last status; null until it said anything. */
export function usePlayerStatus(): PlayerStatus | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The player's states are the spec's (Playing, Paused, ...); compare without caring about case. */
export function isPlaying(status: PlayerStatus | null, sermonID: string): boolean {
  return status !== null && status.sermonID === sermonID && status.state.toLowerCase() === 'playing';
}

/** Whether this sermon is playing right now. */
export function useIsPlaying(sermonID: string): boolean {
  return isPlaying(usePlayerStatus(), sermonID);
}

/** Test-only: forget the last status between tests. */
export function resetPlayerStatusForTests(): void {
  latest = null;
}
