// Test-only: jsdom's media elements keep no time. This gives one a settable clock and reports its ticks as the
// browser would (a timeupdate event).
import { fireEvent } from '@testing-library/react';

export interface MediaClock {
  /** moves the element to `seconds` and fires timeupdate */
  tick(seconds: number): void;
}

export function withClock(media: HTMLMediaElement, start = 0): MediaClock {
  let time = start;
  Object.defineProperty(media, 'currentTime', { configurable: true, get: () => time, set: (v: number) => (time = v) });
  return {
    tick(seconds: number) {
      time = seconds;
      fireEvent.timeUpdate(media);
    },
  };
}
