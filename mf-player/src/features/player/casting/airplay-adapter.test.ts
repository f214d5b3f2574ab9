import type { CasterEvent } from '@sermon/shared-contracts/machines/player.machine';
import { createAirPlayAdapter } from './airplay-adapter';
import { createMediaElementSource } from './media-element-source';

type AirPlayAudio = HTMLAudioElement & { webkitShowPlaybackTargetPicker: jest.Mock; webkitCurrentPlaybackTargetIsWireless: boolean };

function airplayElement(): AirPlayAudio {
  const element = document.createElement('audio') as AirPlayAudio;
  element.webkitShowPlaybackTargetPicker = jest.fn();
  element.webkitCurrentPlaybackTargetIsWireless = false;
  return element;
}

function availability(element: HTMLMediaElement, value: 'available' | 'not-available') {
  element.dispatchEvent(Object.assign(new Event('webkitplaybacktargetavailabilitychanged'), { availability: value }));
}

function goWireless(element: AirPlayAudio, wireless: boolean) {
  element.webkitCurrentPlaybackTargetIsWireless = wireless;
  element.dispatchEvent(new Event('webkitcurrentplaybacktargetiswirelesschanged'));
}

function startAdapter() {
  const media = createMediaElementSource();
  const adapter = createAirPlayAdapter(media);
  const events: CasterEvent[] = [];
  const stop = adapter.start((event) => events.push(event));
  return { media, adapter, events, stop };
}

describe('the AirPlay adapter', () => {
  it('reports devices announced on the media element, following the element as it is replaced', () => {
    const { media, events } = startAdapter();
    const first = airplayElement();
    media.set(first);
    availability(first, 'available');
    const second = airplayElement();
    media.set(second);
    availability(first, 'not-available');
    availability(second, 'not-available');
    expect(events).toEqual([
      { type: 'CAST_AVAILABILITY', available: true },
      { type: 'CAST_AVAILABILITY', available: false },
    ]);
  });

  it('reports a session while the element plays wirelessly, with its play state', () => {
    const { media, events } = startAdapter();
    const element = airplayElement();
    media.set(element);
    element.dispatchEvent(new Event('playing'));
    goWireless(element, true);
    element.dispatchEvent(new Event('pause'));
    goWireless(element, false);
    expect(events).toEqual([
      { type: 'CAST_SESSION_STARTED', kind: 'airplay' },
      { type: 'CAST_REMOTE_STATUS', status: 'paused' },
      { type: 'CAST_SESSION_ENDED' },
    ]);
  });

  it("opens Safari's picker to connect and to disconnect", () => {
    const { media, adapter } = startAdapter();
    const element = airplayElement();
    media.set(element);
    adapter.handle({ type: 'cast.request', kind: 'airplay' });
    adapter.handle({ type: 'cast.stop' });
    adapter.handle({ type: 'cast.play' });
    expect(element.webkitShowPlaybackTargetPicker).toHaveBeenCalledTimes(2);
  });

  it('stops listening when stopped', () => {
    const { media, events, stop } = startAdapter();
    const element = airplayElement();
    media.set(element);
    stop();
    availability(element, 'available');
    expect(events).toEqual([]);
  });
});
