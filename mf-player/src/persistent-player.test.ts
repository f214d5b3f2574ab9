import { emitPlatformEvent, onPlatformEvent, type PlatformEvents } from '@sermon/shared-contracts/events/platform-events';
import { EarlyPlayRequests, prefetchOnPlayIntent } from './persistent-player';

describe('EarlyPlayRequests', () => {
  let heard: PlatformEvents['player:play'][];
  let stopListening: () => void;
  beforeEach(() => {
    heard = [];
    stopListening = () => {};
  });
  afterEach(() => stopListening());

  it('asks again, once, with the latest request made while the bar was loading', () => {
    const early = new EarlyPlayRequests();
    emitPlatformEvent('player:play', { sermonID: '1' });
    emitPlatformEvent('player:play', { sermonID: '2', autoplay: true });
    // the bar starts listening, then the held request is released
    stopListening = onPlatformEvent('player:play', (request) => heard.push(request));
    early.release();
    expect(heard).toEqual([{ sermonID: '2', autoplay: true }]);
    // after the release it holds nothing more
    emitPlatformEvent('player:play', { sermonID: '3' });
    early.release();
    expect(heard.map((r) => r.sermonID)).toEqual(['2', '3']);
  });

  it('asks nothing when nothing was asked, and forgets everything when disposed', () => {
    stopListening = onPlatformEvent('player:play', (request) => heard.push(request));
    new EarlyPlayRequests().release();
    const disposed = new EarlyPlayRequests();
    disposed.dispose();
    emitPlatformEvent('player:play', { sermonID: '4' });
    disposed.release();
    expect(heard.map((r) => r.sermonID)).toEqual(['4']);
  });
});

describe('EarlyPlayRequests signalling', () => {
  it('tells its owner of each request it holds, so the bar loads on the first one', () => {
    let told = 0;
    const early = new EarlyPlayRequests(() => told++);
    expect(told).toBe(0);
    emitPlatformEvent('player:play', { sermonID: '5' });
    expect(told).toBe(1);
    early.dispose();
    emitPlatformEvent('player:play', { sermonID: '6' });
    expect(told).toBe(1);
  });
});

describe('prefetchOnPlayIntent', () => {
  it('fetches the bar once, when a control that starts the player is pointed at or focused', () => {
    const prefetch = jest.fn(() => Promise.resolve());
    document.body.innerHTML = '<p id="text">read</p><button id="play" data-player-intent=""><span id="icon"></span></button>';
    const stop = prefetchOnPlayIntent(prefetch);
    document.getElementById('text')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetch).not.toHaveBeenCalled();
    document.getElementById('icon')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.getElementById('play')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(prefetch).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stops watching when told to', () => {
    const prefetch = jest.fn(() => Promise.resolve());
    document.body.innerHTML = '<button id="play" data-player-intent=""></button>';
    prefetchOnPlayIntent(prefetch)();
    document.getElementById('play')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(prefetch).not.toHaveBeenCalled();
  });
});
