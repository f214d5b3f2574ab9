import type { PlatformSession } from '../auth/platform-session';
import type { LocaleCode } from '../i18n/locales';

/** What the shell hands every remote when single-spa mounts it. */
export interface MfCustomProps {
  /** Locale prefix the remote's router uses as basename: '' for en, '/de' for German. */
  basePath: string;
  locale: LocaleCode;
  /** API base from configuration, ending in '/', e.g. '/v2/'. */
  apiBase: string;
  /** The general site API key sent as X-API-Key. */
  apiKey: string;
  /** The broadcaster dashboard key, for requests that set key: 'broadcaster' (spec doc 2 §6); absent on public sites. */
  broadcasterApiKey?: string;
  /** Build id of the remote as listed in the remotes manifest (shown in its footer). */
  buildId?: string;
  /** The one session of the page (the shell owns it): who is signed in, and the tokens for API calls. */
  session: PlatformSession;
}

/** One entry of the remotes manifest served by the server at /remotes.json. */
export interface RemoteManifestEntry {
  /** container name, e.g. mf_public */
  name: string;
  /** URL of the remote's mf-manifest.json */
  manifest: string;
  /** route prefixes (without locale) this remote owns; '*' means mounted on every page */
  routes: string[];
  buildId?: string;
}

export interface RemotesManifest {
  remotes: RemoteManifestEntry[];
}

export interface AppConfig {
  apiBase: string;
  apiKey: string;
  /** the broadcaster dashboard key (spec doc 2 §6), when this deployment serves the dashboard */
  broadcasterApiKey?: string;
  /** false switches Chromecast off (the player then never loads Google's Cast SDK); absent means on */
  chromecast?: boolean;
}

export function isRemotesManifest(value: unknown): value is RemotesManifest {
  if (!value || typeof value !== 'object') return false;
  const remotes = (value as { remotes?: unknown }).remotes;
  return (
    Array.isArray(remotes) &&
    remotes.every(
      (r) =>
        r &&
        typeof r === 'object' &&
        typeof (r as RemoteManifestEntry).name === 'string' &&
        typeof (r as RemoteManifestEntry).manifest === 'string' &&
        Array.isArray((r as RemoteManifestEntry).routes) &&
        (r as RemoteManifestEntry).routes.every((p) => typeof p === 'string'),
    )
  );
}
