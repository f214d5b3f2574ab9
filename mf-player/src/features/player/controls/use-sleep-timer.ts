/**
 * The sleep timer of the player bar: the rule (shared-contracts rules/sleep-timer) fed with the clock and the
 * player's position. When it fires the player pauses and the timer turns off. Not persisted: a timer set last night
 * must not stop this morning's sermon.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  isSleepTimerDue,
  SLEEP_TIMER_OFF,
  sleepTimerRemainingSeconds,
  startSleepTimer,
  type SleepTimer,
  type SleepTimerOption,
} from '@sermon/shared-contracts/rules/sleep-timer';
import type { Player } from '../use-player';

export interface SleepTimerControl {
  timer: SleepTimer;
  /** wall-clock seconds left; null when off or not known yet */
  remaining: number | null;
  set: (option: SleepTimerOption) => void;
}

const TICK_MS = 1000;

export function useSleepTimer(player: Pick<Player, 'state' | 'context' | 'send'>, now: () => number = Date.now): SleepTimerControl {
  const { state, context, send } = player;
  const [timer, setTimer] = useState<SleepTimer>(SLEEP_TIMER_OFF);
  const [clock, setClock] = useState(now);

  // A minutes timer needs a clock; an end-of-sermon one follows the player's time updates.
  useEffect(() => {
    if (timer.kind !== 'after') return;
    setClock(now());
    const id = setInterval(() => setClock(now()), TICK_MS);
    return () => clearInterval(id);
  }, [timer, now]);

  const playback = {
    now: clock,
    sermonID: context.sermonID,
    currentTime: context.currentTime,
    duration: context.duration,
    speed: context.speed,
    ended: state === 'Ended' || state === 'FetchingNext',
    continuesAfterEnd: context.autoplayNext,
  };
  const due = isSleepTimerDue(timer, playback);
  const sendRef = useRef(send);
  sendRef.current = send;

  useEffect(() => {
    if (!due) return;
    setTimer(SLEEP_TIMER_OFF);
    sendRef.current({ type: 'PAUSE' });
  }, [due]);

  const set = useCallback(
    (option: SleepTimerOption) => {
      const start = now();
      setClock(start);
      setTimer(startSleepTimer(option, start, context.sermonID));
    },
    [now, context.sermonID],
  );

  return { timer, remaining: sleepTimerRemainingSeconds(timer, playback), set };
}
