import { emitPlatformEvent, onPlatformEvent, type PlatformEvents } from '@sermon/shared-contracts/events/platform-events';
import { EarlyPlayRequests } from './persistent-player';

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
