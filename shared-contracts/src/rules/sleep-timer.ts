// The player's sleep timer: pause after a number of minutes, or at the end of the sermon playing when it was set.
// Pure: the clock and the playback position come in as arguments, so the rule is tested without timers.

/** Minutes offered in the sleep timer menu (besides Off and End of sermon). */
export const SLEEP_TIMER_MINUTES = [5, 10, 15, 30, 45, 60] as const;

export type SleepTimerOption = 'off' | 'end-of-sermon' | number;

export type SleepTimer =
  | { kind: 'off' }
  /** fires at `endsAt` (epoch milliseconds), whatever plays by then */
  | { kind: 'after'; minutes: number; endsAt: number }
  /** fires when the sermon it was set for ends (or playback moves on from it) */
  | { kind: 'end-of-sermon'; sermonID: string | null };

export const SLEEP_TIMER_OFF: SleepTimer = { kind: 'off' };

/**
 * How close to the end (in wall-clock seconds) an end-of-sermon timer pauses when the player would otherwise go on to
 * the next sermon. Media elements report time about four times a second, so waiting for the very end could let the
 * next sermon start.
 */
export const END_OF_SERMON_MARGIN_SECONDS = 0.75;

export function startSleepTimer(option: SleepTimerOption, now: number, sermonID: string | null = null): SleepTimer {
  if (option === 'off') return SLEEP_TIMER_OFF;
  if (option === 'end-of-sermon') return { kind: 'end-of-sermon', sermonID };
  if (!Number.isFinite(option) || option <= 0) return SLEEP_TIMER_OFF;
  return { kind: 'after', minutes: option, endsAt: now + option * 60_000 };
}

/** The option a timer was started with, for the menu's checked item. */
export function sleepTimerOption(timer: SleepTimer): SleepTimerOption {
  return timer.kind === 'after' ? timer.minutes : timer.kind;
}

/** What the timer needs to know about playback at the moment it is asked. */
export interface SleepTimerPlayback {
  /** epoch milliseconds */
  now: number;
  sermonID: string | null;
  currentTime: number;
  duration: number;
  /** playback rate: a sermon at 2x ends in half the wall-clock time */
  speed: number;
  /** the player reached the end of the sermon (Ended or fetching the next one) */
  ended: boolean;
  /** at the end the player goes on by itself (repeat / autoplay next is on) */
  continuesAfterEnd: boolean;
}

/** Wall-clock seconds until the timer fires; null when it is off or the time cannot be known yet. */
export function sleepTimerRemainingSeconds(timer: SleepTimer, playback: Pick<SleepTimerPlayback, 'now' | 'currentTime' | 'duration' | 'speed'>): number | null {
  if (timer.kind === 'off') return null;
  if (timer.kind === 'after') return Math.max(0, (timer.endsAt - playback.now) / 1000);
  if (!(playback.duration > 0)) return null;
  const speed = playback.speed > 0 ? playback.speed : 1;
  return Math.max(0, (playback.duration - playback.currentTime) / speed);
}

/** True when the player should pause now (and the timer turn off). */
export function isSleepTimerDue(timer: SleepTimer, playback: SleepTimerPlayback): boolean {
  if (timer.kind === 'off') return false;
  if (timer.kind === 'after') return playback.now >= timer.endsAt;
  // Another sermon loaded since the timer was set: the one it was set for is over.
  if (timer.sermonID !== null && playback.sermonID !== null && playback.sermonID !== timer.sermonID) return true;
  if (playback.ended) return true;
  if (!playback.continuesAfterEnd) return false;
  const remaining = sleepTimerRemainingSeconds(timer, playback);
  return remaining !== null && playback.currentTime > 0 && remaining <= END_OF_SERMON_MARGIN_SECONDS;
}
