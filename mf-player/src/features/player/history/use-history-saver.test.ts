import { renderHook } from '@testing-library/react';
import type { PlayerStateName } from '@sermon/shared-contracts/machines/player.machine';
import type { PlayHistory } from './play-history';
import { HISTORY_SAVE_INTERVAL_MS, useHistorySaver } from './use-history-saver';

function fakeHistory() {
  return {
    find: jest.fn(async () => null),
    save: jest.fn(async (_sermonID: string, _position: number) => {}),
    saveOnExit: jest.fn((_sermonID: string, _position: number) => {}),
  } satisfies PlayHistory;
}

interface Props {
  state: PlayerStateName;
  sermonID: string | null;
  currentTime: number;
}

function renderSaver(history: PlayHistory | null, initial: Props) {
  const seekedListeners = new Set<() => void>();
  const onSeeked = (listener: () => void) => {
    seekedListeners.add(listener);
    return () => void seekedListeners.delete(listener);
  };
  const hook = renderHook(
    ({ state, sermonID, currentTime }: Props) => useHistorySaver({ state, context: { sermonID, currentTime }, onSeeked }, history),
    { initialProps: initial },
  );
  return { ...hook, seeked: () => seekedListeners.forEach((listener) => listener()) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useHistorySaver', () => {
  it('saves the position every 15 seconds while the sermon plays', () => {
    const history = fakeHistory();
    const { rerender } = renderSaver(history, { state: 'Playing', sermonID: '77', currentTime: 1 });
    jest.advanceTimersByTime(HISTORY_SAVE_INTERVAL_MS - 1);
    expect(history.save).not.toHaveBeenCalled();
    rerender({ state: 'Playing', sermonID: '77', currentTime: 15.8 });
    jest.advanceTimersByTime(1);
    expect(history.save).toHaveBeenLastCalledWith('77', 15);
    rerender({ state: 'Playing', sermonID: '77', currentTime: 30.2 });
    jest.advanceTimersByTime(HISTORY_SAVE_INTERVAL_MS);
    expect(history.save).toHaveBeenLastCalledWith('77', 30);
    expect(history.save).toHaveBeenCalledTimes(2);
  });

  it('stops the cadence while paused, saving once at the pause', () => {
    const history = fakeHistory();
    const { rerender } = renderSaver(history, { state: 'Playing', sermonID: '77', currentTime: 42 });
    rerender({ state: 'Paused', sermonID: '77', currentTime: 42 });
    expect(history.save).toHaveBeenCalledWith('77', 42);
    jest.advanceTimersByTime(HISTORY_SAVE_INTERVAL_MS * 4);
    expect(history.save).toHaveBeenCalledTimes(1);
  });

  it('saves where a seek ended', () => {
    const history = fakeHistory();
    const { rerender, seeked } = renderSaver(history, { state: 'Playing', sermonID: '77', currentTime: 10 });
    rerender({ state: 'Playing', sermonID: '77', currentTime: 600 });
    seeked();
    expect(history.save).toHaveBeenCalledWith('77', 600);
  });

  it('saves position 0 when the sermon ends, so it is not offered for resuming', () => {
    const history = fakeHistory();
    const { rerender } = renderSaver(history, { state: 'Playing', sermonID: '77', currentTime: 2390 });
    rerender({ state: 'Ended', sermonID: '77', currentTime: 2400 });
    expect(history.save).toHaveBeenCalledWith('77', 0);
    // nothing is left to keep when the page goes away or another sermon is loaded
    window.dispatchEvent(new Event('pagehide'));
    rerender({ state: 'Loading', sermonID: '78', currentTime: 0 });
    expect(history.save).toHaveBeenCalledTimes(1);
    expect(history.saveOnExit).not.toHaveBeenCalled();
  });

  it('keeps where the previous sermon stopped when another one is loaded', () => {
    const history = fakeHistory();
    const { rerender } = renderSaver(history, { state: 'Playing', sermonID: '77', currentTime: 321 });
    // the machine zeroes the clock as soon as the new sermon is asked for
    rerender({ state: 'Loading', sermonID: '78', currentTime: 0 });
    expect(history.save).toHaveBeenCalledWith('77', 321);
  });

  it('sends a keepalive save when the page goes away mid-sermon', () => {
    const history = fakeHistory();
    renderSaver(history, { state: 'Playing', sermonID: '77', currentTime: 754.6 });
    window.dispatchEvent(new Event('pagehide'));
    expect(history.saveOnExit).toHaveBeenCalledWith('77', 754);
  });

  it('ignores a failed save and keeps saving', async () => {
    const history = fakeHistory();
    history.save.mockRejectedValueOnce(new Error('offline'));
    renderSaver(history, { state: 'Playing', sermonID: '77', currentTime: 50 });
    jest.advanceTimersByTime(HISTORY_SAVE_INTERVAL_MS * 2);
    await Promise.resolve();
    expect(history.save).toHaveBeenCalledTimes(2);
  });
});
