import { act, renderHook } from '@testing-library/react';
import { onPlatformEvent } from '@sermon/shared-contracts/events/platform-events';
import { PLAYER_WAIT_MS, useAutoplay } from './use-autoplay';

function record() {
  const requests: unknown[] = [];
  const stop = onPlatformEvent('player:play', (detail) => requests.push(detail));
  return { requests, stop };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('autoplay from the address', () => {
  it('waits for the player to announce itself, then asks it to play', () => {
    const { requests, stop } = record();
    const onStarted = jest.fn();
    const { rerender } = renderHook((props: { playerReady: boolean }) =>
      useAutoplay({ sermonID: '1', mediaType: 'audio', requested: true, onStarted, ...props }),
      { initialProps: { playerReady: false } },
    );
    expect(requests).toEqual([]);
    rerender({ playerReady: true });
    expect(requests).toEqual([{ sermonID: '1', mediaType: 'audio' }]);
    expect(onStarted).toHaveBeenCalledTimes(1);
    rerender({ playerReady: true });
    stop();
    expect(requests).toHaveLength(1);
  });

  it('asks anyway when the player stayed silent (it may have announced before the page listened)', () => {
    const { requests, stop } = record();
    renderHook(() => useAutoplay({ sermonID: '1', mediaType: 'video', requested: true, playerReady: false, onStarted: () => {} }));
    act(() => jest.advanceTimersByTime(PLAYER_WAIT_MS - 1));
    expect(requests).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    stop();
    expect(requests).toEqual([{ sermonID: '1', mediaType: 'video' }]);
  });

  it('starts each sermon once: a new sermon (a language picked) autoplays again', () => {
    const { requests, stop } = record();
    const { rerender } = renderHook((props: { sermonID: string }) =>
      useAutoplay({ mediaType: 'audio', requested: true, playerReady: true, onStarted: () => {}, ...props }),
      { initialProps: { sermonID: '1' } },
    );
    rerender({ sermonID: '1' });
    rerender({ sermonID: '2' });
    stop();
    expect(requests).toEqual([
      { sermonID: '1', mediaType: 'audio' },
      { sermonID: '2', mediaType: 'audio' },
    ]);
  });

  it('does nothing for a sermon without media or when the address did not ask', () => {
    const { requests, stop } = record();
    renderHook(() => useAutoplay({ sermonID: '1', mediaType: null, requested: true, playerReady: true, onStarted: () => {} }));
    renderHook(() => useAutoplay({ sermonID: '2', mediaType: 'audio', requested: false, playerReady: true, onStarted: () => {} }));
    act(() => jest.advanceTimersByTime(PLAYER_WAIT_MS));
    stop();
    expect(requests).toEqual([]);
  });
});
