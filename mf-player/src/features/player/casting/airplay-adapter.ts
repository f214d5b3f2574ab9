/**
 * AirPlay (Safari): the media element itself plays on the Apple TV or speaker, so the element stays the player's
 * output and this adapter only reports. Safari announces devices with `webkitplaybacktargetavailabilitychanged`,
 * shows its own picker on `webkitShowPlaybackTargetPicker()` and tells when the element goes wireless with
 * `webkitcurrentplaybacktargetiswirelesschanged`. Other browsers have none of this: the adapter then stays silent.
 */
import type { CasterCommand, CasterEvent } from '@sermon/shared-contracts/machines/player.machine';
import type { CastAdapter } from './cast-adapter';
import type { MediaElementSource } from './media-element-source';

interface AirPlayMediaElement extends HTMLMediaElement {
  webkitShowPlaybackTargetPicker?: () => void;
  webkitCurrentPlaybackTargetIsWireless?: boolean;
}

interface AvailabilityEvent extends Event {
  availability?: 'available' | 'not-available';
}

export function createAirPlayAdapter(media: MediaElementSource): CastAdapter {
  let wireless = false;

  return {
    kind: 'airplay',
    start(emit: (event: CasterEvent) => void) {
      let detach: (() => void) | null = null;

      const attach = (element: HTMLMediaElement | null) => {
        detach?.();
        detach = null;
        if (!element) return;
        const airplay = element as AirPlayMediaElement;
        const onAvailability = (event: Event) =>
          emit({ type: 'CAST_AVAILABILITY', available: (event as AvailabilityEvent).availability === 'available' });
        const onWireless = () => {
          const now = airplay.webkitCurrentPlaybackTargetIsWireless === true;
          if (now === wireless) return;
          wireless = now;
          emit(now ? { type: 'CAST_SESSION_STARTED', kind: 'airplay' } : { type: 'CAST_SESSION_ENDED' });
        };
        // The element plays on the device: its own events are the device's status.
        const report = (status: 'playing' | 'paused' | 'buffering') => () => {
          if (wireless) emit({ type: 'CAST_REMOTE_STATUS', status });
        };
        const onPlaying = report('playing');
        const onPause = report('paused');
        const onWaiting = report('buffering');
        element.addEventListener('webkitplaybacktargetavailabilitychanged', onAvailability);
        element.addEventListener('webkitcurrentplaybacktargetiswirelesschanged', onWireless);
        element.addEventListener('playing', onPlaying);
        element.addEventListener('pause', onPause);
        element.addEventListener('waiting', onWaiting);
        detach = () => {
          element.removeEventListener('webkitplaybacktargetavailabilitychanged', onAvailability);
          element.removeEventListener('webkitcurrentplaybacktargetiswirelesschanged', onWireless);
          element.removeEventListener('playing', onPlaying);
          element.removeEventListener('pause', onPause);
          element.removeEventListener('waiting', onWaiting);
        };
        // A new element (a new source) that still plays wirelessly keeps the session; one that does not ends it.
        onWireless();
      };

      attach(media.current());
      const unsubscribe = media.subscribe(attach);
      return () => {
        unsubscribe();
        detach?.();
      };
    },

    handle(command: CasterCommand) {
      if (command.type !== 'cast.request' && command.type !== 'cast.stop') return;
      const element = media.current() as AirPlayMediaElement | null;
      element?.webkitShowPlaybackTargetPicker?.();
    },
  };
}
