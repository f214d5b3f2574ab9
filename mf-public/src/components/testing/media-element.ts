// Test-only: jsdom's media elements cannot play. These stand-ins play at once (firing 'playing'), pause (firing
// 'pause') and record what was asked of them.

export interface FakePlayback {
  /** how many times play() / pause() were called on any media element */
  plays: () => number;
  pauses: () => number;
  restore: () => void;
}

export function installFakePlayback({ refuse = false }: { refuse?: boolean } = {}): FakePlayback {
  const proto = HTMLMediaElement.prototype;
  const original = { play: proto.play, pause: proto.pause };
  let plays = 0;
  let pauses = 0;
  proto.play = function play(this: HTMLMediaElement) {
    plays += 1;
    // the browser's autoplay policy (or a broken file) refuses with a rejected promise
    if (refuse) return Promise.reject(new DOMException('play() refused', 'NotAllowedError'));
    Object.defineProperty(this, 'paused', { configurable: true, value: false });
    this.dispatchEvent(new Event('playing'));
    return Promise.resolve();
  };
  proto.pause = function pause(this: HTMLMediaElement) {
    pauses += 1;
    Object.defineProperty(this, 'paused', { configurable: true, value: true });
    this.dispatchEvent(new Event('pause'));
  };
  return {
    plays: () => plays,
    pauses: () => pauses,
    restore: () => {
      proto.play = original.play;
      proto.pause = original.pause;
    },
  };
}

/** Makes window.matchMedia answer `matches` for the reduced-motion query (jsdom has no matchMedia). */
export function preferReducedMotion(matches: boolean): () => void {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: matches && query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}
