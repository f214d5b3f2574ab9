/**
 * Keeps a signed-in listener's play position in their history: every 15 s while playing, on pause, at the end
 * of a seek, at the end of the sermon (position 0, so it is not offered for resuming), when another sermon
 * replaces it or the player closes, and when the page goes away (a keepalive request).
 */
import { useEffect, useRef } from 'react';
import type { PlayerContext, PlayerStateName } from '@sermon/shared-contracts/machines/player.machine';
import { historyPosition, type PlayHistory } from './play-history';

export const HISTORY_SAVE_INTERVAL_MS = 15_000;

/** States in which the element holds the sermon and the machine's clock is the real position. */
const ATTACHED: readonly PlayerStateName[] = ['Loaded', 'Buffering', 'Playing', 'Paused'];
const FINISHED: readonly PlayerStateName[] = ['Ended', 'FetchingNext'];

export interface HistorySaverInput {
  state: PlayerStateName;
  context: Pick<PlayerContext, 'sermonID' | 'currentTime'>;
  onSeeked: (listener: () => void) => () => void;
}

interface Tracked {
  sermonID: string | null;
  position: number;
  /** heard to the end: nothing is left to resume */
  finished: boolean;
}

export function useHistorySaver({ state, context, onSeeked }: HistorySaverInput, history: PlayHistory | null): void {
  const { sermonID, currentTime } = context;
  const historyRef = useRef(history);
  historyRef.current = history;
  const tracked = useRef<Tracked>({ sermonID: null, position: 0, finished: false });
  const previousState = useRef<PlayerStateName>(state);

  const save = (id: string | null, position: number) => {
    const target = historyRef.current;
    if (!target || !id) return;
    // A failed save is not worth interrupting the sermon for; the next one carries the newer position anyway.
    target.save(id, historyPosition(position)).catch(() => {});
  };

  // Another sermon replaced this one, or the player closed: the machine already zeroed the clock, so the
  // position kept from the last render is the one to save.
  useEffect(() => {
    const previous = tracked.current;
    if (previous.sermonID === sermonID) return;
    if (previous.sermonID && !previous.finished && previous.position > 0) save(previous.sermonID, previous.position);
    tracked.current = { sermonID, position: 0, finished: false };
  }, [sermonID]);

  useEffect(() => {
    if (ATTACHED.includes(state) && tracked.current.sermonID === sermonID) tracked.current.position = currentTime;
  }, [state, sermonID, currentTime]);

  useEffect(() => {
    const before = previousState.current;
    previousState.current = state;
    if (before === state) return;
    if (FINISHED.includes(state) && !FINISHED.includes(before)) {
      tracked.current.finished = true;
      save(tracked.current.sermonID, 0);
    } else if (state === 'Playing' || state === 'Buffering') {
      tracked.current.finished = false;
    } else if (state === 'Paused' && (before === 'Playing' || before === 'Buffering')) {
      save(tracked.current.sermonID, tracked.current.position);
    }
  }, [state]);

  const playing = state === 'Playing' || state === 'Buffering';
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => save(tracked.current.sermonID, tracked.current.position), HISTORY_SAVE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing, sermonID]);

  useEffect(
    () =>
      onSeeked(() => {
        const { sermonID: id, position, finished } = tracked.current;
        if (!finished) save(id, position);
      }),
    [onSeeked],
  );

  useEffect(() => {
    const onPageHide = () => {
      const { sermonID: id, position, finished } = tracked.current;
      const target = historyRef.current;
      if (!target || !id || finished || position <= 0) return;
      target.saveOnExit(id, historyPosition(position));
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, []);
}
