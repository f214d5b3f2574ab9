/**
 * The player machine's `caster` actor in the browser: the cast adapters (Chromecast, AirPlay) behind one actor.
 * Commands go to the adapter of the open session (a request to the adapter asked for); reports of receivers come
 * back only from that adapter, and availability is "any adapter found a device".
 * The adapters are separate chunks, imported once the player is first used and only those the browser and the
 * deployment allow: an embed (casting off) and a page where nothing was played download none of them.
 */
import { fromCallback } from 'xstate';
import type { CasterCommand, CasterEvent } from '@sermon/shared-contracts/machines/player.machine';
import type { CastAdapter, CastAdapterKind } from './cast-adapter';
import { canUseCastSdk, castAllowedByAppConfig, supportsAirPlay } from './cast-support';
import type { MediaElementSource } from './media-element-source';

export { createMediaElementSource } from './media-element-source';

const REMOTE_REPORTS = new Set<CasterEvent['type']>(['CAST_REMOTE_TIME', 'CAST_REMOTE_VOLUME', 'CAST_REMOTE_STATUS']);

/**
 * The caster actor over the adapters `createAdapters` makes (once per actor start, at once or once loaded).
 * Commands that come while they load wait for them; adapters that arrive after the actor stopped are never started.
 */
export function createCaster(createAdapters: () => CastAdapter[] | Promise<CastAdapter[]>) {
  return fromCallback<CasterCommand>(({ sendBack, receive }) => {
    let adapters: CastAdapter[] | null = null;
    let stops: (() => void)[] = [];
    let stopped = false;
    const waiting: CasterCommand[] = [];
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

    const handle = (ready: CastAdapter[], command: CasterCommand) => {
      if (command.type === 'cast.request') {
        const adapter = ready.find((a) => a.kind === command.kind);
        if (adapter) adapter.handle(command);
        // Nothing can answer the request: give the machine its answer so it does not wait in 'connecting'.
        else sendBack({ type: 'CAST_SESSION_ENDED' });
        return;
      }
      ready.find((a) => a.kind === active)?.handle(command);
    };

    const begin = (ready: CastAdapter[]) => {
      if (stopped) return;
      adapters = ready;
      stops = ready.map((adapter) => adapter.start(emitFrom(adapter)));
      for (const command of waiting.splice(0)) handle(ready, command);
    };

    const made = createAdapters();
    if (Array.isArray(made)) begin(made);
    else
      made.then(begin, (error: unknown) => {
        // no casting this visit; playback does not depend on it
        console.warn('[player] casting is off: its code did not load', error);
        begin([]);
      });

    receive((command) => {
      if (adapters) handle(adapters, command);
      else waiting.push(command);
    });

    return () => {
      stopped = true;
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

export interface CastAdapterModules {
  chromecast: () => Promise<typeof import('./chromecast-adapter')>;
  airplay: () => Promise<typeof import('./airplay-adapter')>;
}

/** The adapters' chunks; tests pass their own. */
const ADAPTER_MODULES: CastAdapterModules = {
  chromecast: () => import(/* webpackChunkName: "player-chromecast" */ './chromecast-adapter'),
  airplay: () => import(/* webpackChunkName: "player-airplay" */ './airplay-adapter'),
};

export interface BrowserSupport {
  chromecast: () => boolean | Promise<boolean>;
  airplay: () => boolean;
}

/** Chromecast: a Chrome-family browser and a deployment that has not switched it off. AirPlay: Safari. */
const BROWSER_SUPPORT: BrowserSupport = {
  chromecast: async () => canUseCastSdk() && (await castAllowedByAppConfig()),
  airplay: () => supportsAirPlay(),
};

export function createBrowserCaster(
  { media, chromecast, airplay, whenNeeded }: BrowserCasterOptions,
  modules: CastAdapterModules = ADAPTER_MODULES,
  support: BrowserSupport = BROWSER_SUPPORT,
) {
  // casting off (embeds): nothing to wait for and nothing to download
  if (!chromecast && !airplay) return createCaster(() => []);
  return createCaster(async () => {
    await whenNeeded;
    const withChromecast = chromecast && (await support.chromecast());
    const withAirPlay = airplay && support.airplay();
    const loaded = await Promise.all([
      withChromecast
        ? modules.chromecast().then(({ createChromecastAdapter }) =>
            // the browser and the app config were asked already: the adapter need not fetch the config again
            createChromecastAdapter({ whenNeeded, allowedByConfig: () => Promise.resolve(true) }),
          )
        : null,
      withAirPlay ? modules.airplay().then(({ createAirPlayAdapter }) => createAirPlayAdapter(media)) : null,
    ]);
    return loaded.filter((adapter): adapter is CastAdapter => adapter !== null);
  });
}
