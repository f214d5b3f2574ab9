/**
 * The player machine's `caster` actor in the browser: the cast adapters (Chromecast, AirPlay) behind one actor.
 * Commands go to the adapter of the open session (a request to the adapter asked for); reports of receivers come
 * back only from that adapter, and availability is "any adapter found a device".
 */
import { fromCallback } from 'xstate';
import type { CasterCommand, CasterEvent } from '@sermon/shared-contracts/machines/player.machine';
import { createAirPlayAdapter, supportsAirPlay } from './airplay-adapter';
import type { CastAdapter, CastAdapterKind } from './cast-adapter';
import { createChromecastAdapter } from './chromecast-adapter';
import type { MediaElementSource } from './media-element-source';

export { createMediaElementSource } from './media-element-source';

const REMOTE_REPORTS = new Set<CasterEvent['type']>(['CAST_REMOTE_TIME', 'CAST_REMOTE_VOLUME', 'CAST_REMOTE_STATUS']);

/** The caster actor over the adapters `createAdapters` makes (once per actor start). */
export function createCaster(createAdapters: () => CastAdapter[]) {
  return fromCallback<CasterCommand>(({ sendBack, receive }) => {
    const adapters = createAdapters();
    const available = new Map<CastAdapterKind, boolean>();
    let anyAvailable = false;
    let active: CastAdapterKind | null = null;

    const emitFrom = (adapter: CastAdapter) => (event: CasterEvent) => {
      switch (event.type) {
        case 'CAST_AVAILABILITY': {
          available.set(adapter.kind, event.available);
          const now = [...available.values()].some(Boolean);
          if (now !== anyAvailable) {
            anyAvailable = now;
            sendBack({ type: 'CAST_AVAILABILITY', available: now });
          }
          return;
        }
        case 'CAST_SESSION_STARTED':
        case 'CAST_SESSION_RESUMED':
          active = adapter.kind;
          break;
        case 'CAST_SESSION_ENDED':
          // Another adapter's session is not this one's to end.
          if (active !== null && active !== adapter.kind) return;
          active = null;
          break;
        default:
          if (REMOTE_REPORTS.has(event.type) && active !== adapter.kind) return;
      }
      sendBack(event);
    };

    const stops = adapters.map((adapter) => adapter.start(emitFrom(adapter)));

    receive((command) => {
      if (command.type === 'cast.request') {
        const adapter = adapters.find((a) => a.kind === command.kind);
        if (adapter) adapter.handle(command);
        // Nothing can answer the request: give the machine its answer so it does not wait in 'connecting'.
        else sendBack({ type: 'CAST_SESSION_ENDED' });
        return;
      }
      adapters.find((a) => a.kind === active)?.handle(command);
    });

    return () => {
      for (const stop of stops) stop();
    };
  });
}

export interface BrowserCasterOptions {
  media: MediaElementSource;
  chromecast: boolean;
  airplay: boolean;
  /** resolves when the player is first used (the Cast SDK loads only then) */
  whenNeeded: Promise<void>;
}

export function createBrowserCaster({ media, chromecast, airplay, whenNeeded }: BrowserCasterOptions) {
  return createCaster(() => {
    const adapters: CastAdapter[] = [];
    if (chromecast) adapters.push(createChromecastAdapter({ whenNeeded }));
    if (airplay && typeof window !== 'undefined' && supportsAirPlay()) adapters.push(createAirPlayAdapter(media));
    return adapters;
  });
}
