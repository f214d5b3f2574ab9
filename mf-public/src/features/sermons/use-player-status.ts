import { useEffect, useState } from 'react';
import { onPlatformEvent, type PlatformEvents } from '@sermon/shared-contracts/events/platform-events';

export type PlayerStatus = PlatformEvents['player:status'];

/** What the persistent player (another remote) last announced; null until it says anything. */
export function usePlayerStatus(): PlayerStatus | null {
  const [status, setStatus] = useState<PlayerStatus | null>(null);
  useEffect(() => onPlatformEvent('player:status', setStatus), []);
  return status;
}

/** The player's states are the spec's (Playing, Paused, ...); compare without caring about case. */
export function isPlaying(status: PlayerStatus | null, sermonID: string): boolean {
  return status !== null && status.sermonID === sermonID && status.state.toLowerCase() === 'playing';
}
