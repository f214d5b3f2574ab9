// Readings of the machine's state the controls share.
import type { Player } from './use-player';

/** Playing, or going to play as soon as it can (the button then offers Pause). */
export function isPlayingIntent(player: Pick<Player, 'state' | 'context'>): boolean {
  const { state, context } = player;
  return state === 'Playing' || state === 'Buffering' || (state === 'Loading' && context.autoplay);
}

/** Pressing play can do nothing for a missing sermon or one without media. */
export function isUnplayable(player: Pick<Player, 'state' | 'context'>): boolean {
  const kind = player.context.error?.kind;
  return player.state === 'Static' && (kind === 'not-found' || kind === 'no-media');
}
