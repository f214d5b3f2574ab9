import {
  END_OF_SERMON_MARGIN_SECONDS,
  isSleepTimerDue,
  SLEEP_TIMER_OFF,
  sleepTimerOption,
  sleepTimerRemainingSeconds,
  startSleepTimer,
  type SleepTimerPlayback,
} from './sleep-timer';

const NOW = 1_700_000_000_000;

function playback(overrides: Partial<SleepTimerPlayback> = {}): SleepTimerPlayback {
  return {
    now: NOW,
    sermonID: 's1',
    currentTime: 100,
    duration: 600,
    speed: 1,
    ended: false,
    continuesAfterEnd: false,
    ...overrides,
  };
}

describe('startSleepTimer', () => {
  it('counts minutes from now', () => {
    expect(startSleepTimer(15, NOW)).toEqual({ kind: 'after', minutes: 15, endsAt: NOW + 15 * 60_000 });
  });

  it('remembers which sermon an end-of-sermon timer was set for', () => {
    expect(startSleepTimer('end-of-sermon', NOW, 's1')).toEqual({ kind: 'end-of-sermon', sermonID: 's1' });
  });

  it('turns off for off and for minutes that are not a positive number', () => {
    expect(startSleepTimer('off', NOW)).toBe(SLEEP_TIMER_OFF);
    expect(startSleepTimer(0, NOW)).toBe(SLEEP_TIMER_OFF);
    expect(startSleepTimer(-5, NOW)).toBe(SLEEP_TIMER_OFF);
    expect(startSleepTimer(Number.NaN, NOW)).toBe(SLEEP_TIMER_OFF);
  });

  it('gives back the option it was started with', () => {
    expect(sleepTimerOption(startSleepTimer(45, NOW))).toBe(45);
    expect(sleepTimerOption(startSleepTimer('end-of-sermon', NOW, 's1'))).toBe('end-of-sermon');
    expect(sleepTimerOption(SLEEP_TIMER_OFF)).toBe('off');
  });
});

describe('sleepTimerRemainingSeconds', () => {
  it('is null when off', () => {
    expect(sleepTimerRemainingSeconds(SLEEP_TIMER_OFF, playback())).toBeNull();
  });

  it('counts down the minutes in wall-clock time and never goes below zero', () => {
    const timer = startSleepTimer(5, NOW);
    expect(sleepTimerRemainingSeconds(timer, playback({ now: NOW + 60_000 }))).toBe(240);
    expect(sleepTimerRemainingSeconds(timer, playback({ now: NOW + 10 * 60_000 }))).toBe(0);
  });

  it('is the rest of the sermon at the playback speed for end of sermon', () => {
    const timer = startSleepTimer('end-of-sermon', NOW, 's1');
    expect(sleepTimerRemainingSeconds(timer, playback({ currentTime: 100, duration: 600 }))).toBe(500);
    expect(sleepTimerRemainingSeconds(timer, playback({ currentTime: 100, duration: 600, speed: 2 }))).toBe(250);
    expect(sleepTimerRemainingSeconds(timer, playback({ duration: 0 }))).toBeNull();
  });
});

describe('isSleepTimerDue', () => {
  it('is never due when off', () => {
    expect(isSleepTimerDue(SLEEP_TIMER_OFF, playback({ ended: true }))).toBe(false);
  });

  it('fires a minutes timer once its time has come, not before', () => {
    const timer = startSleepTimer(10, NOW);
    expect(isSleepTimerDue(timer, playback({ now: NOW + 10 * 60_000 - 1 }))).toBe(false);
    expect(isSleepTimerDue(timer, playback({ now: NOW + 10 * 60_000 }))).toBe(true);
  });

  it('fires an end-of-sermon timer when the sermon ends', () => {
    const timer = startSleepTimer('end-of-sermon', NOW, 's1');
    expect(isSleepTimerDue(timer, playback({ currentTime: 599.9 }))).toBe(false);
    expect(isSleepTimerDue(timer, playback({ currentTime: 600, ended: true }))).toBe(true);
  });

  it('pauses just before the end when the player would go on to the next sermon', () => {
    const timer = startSleepTimer('end-of-sermon', NOW, 's1');
    const nearEnd = 600 - END_OF_SERMON_MARGIN_SECONDS / 2;
    expect(isSleepTimerDue(timer, playback({ currentTime: nearEnd, continuesAfterEnd: true }))).toBe(true);
    expect(isSleepTimerDue(timer, playback({ currentTime: 590, continuesAfterEnd: true }))).toBe(false);
    // at 3x the margin in media time is three times longer
    expect(isSleepTimerDue(timer, playback({ currentTime: 598, speed: 3, continuesAfterEnd: true }))).toBe(true);
  });

  it('fires when playback has already moved on to another sermon', () => {
    const timer = startSleepTimer('end-of-sermon', NOW, 's1');
    expect(isSleepTimerDue(timer, playback({ sermonID: 's2', currentTime: 0 }))).toBe(true);
  });

  it('does not fire at the start of a sermon whose duration is still unknown', () => {
    const timer = startSleepTimer('end-of-sermon', NOW, 's1');
    expect(isSleepTimerDue(timer, playback({ currentTime: 0, duration: 0, continuesAfterEnd: true }))).toBe(false);
  });
});
