/**
 * Registers every remote of the manifest with the Module Federation runtime and with single-spa. The shell
 * is built with `remotes: {}`: which remotes exist, where they live and which routes they own come only
 * from /remotes.json, so a remote deploys without a shell rebuild.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { addErrorHandler, getMountedApps, registerApplication, type LifeCycles } from 'single-spa';
import type { PlatformSession } from '@sermon/shared-contracts/auth/platform-session';
import { localeBasePath } from '@sermon/shared-contracts/i18n/locale-base-path';
import type { LocaleCode } from '@sermon/shared-contracts/i18n/locales';
import type { MfCustomProps, RemoteManifestEntry, RemotesManifest } from '@sermon/shared-contracts/mf/custom-props';
import { LIFECYCLES_EXPOSE } from '@sermon/shared-contracts/mf/remotes';
import type { ShellConfig } from './load-platform-config';
import { isEverywhereRemote, isRemoteActiveAt } from './remote-activity';
import type { RemoteErrorStore } from './remote-error-store';
import { isChunkLoadError, reloadForChunkError, remoteFailure } from './remote-errors';
import { ensureSection, type OutletSlots } from './remote-outlet';

export interface RegisteredRemote {
  entry: RemoteManifestEntry;
  everywhere: boolean;
}

export function customPropsFor(
  entry: RemoteManifestEntry,
  config: ShellConfig,
  locale: LocaleCode,
  session: PlatformSession,
): MfCustomProps {
  return {
    basePath: localeBasePath(locale),
    locale,
    apiBase: config.apiBase,
    apiKey: config.apiKey,
    ...(config.broadcasterApiKey ? { broadcasterApiKey: config.broadcasterApiKey } : {}),
    ...(entry.buildId ? { buildId: entry.buildId } : {}),
    // the same session object for every remote: a sign-in anywhere shows everywhere at once
    session,
  };
}

export function registerRemoteApps(
  manifest: RemotesManifest,
  config: ShellConfig,
  locale: LocaleCode,
  slots: OutletSlots,
  session: PlatformSession,
): RegisteredRemote[] {
  registerRemotes(manifest.remotes.map((entry) => ({ name: entry.name, entry: entry.manifest })));
  return manifest.remotes.map((entry) => {
    const everywhere = isEverywhereRemote(entry);
    ensureSection(slots, entry.name, everywhere);
    registerApplication<MfCustomProps>({
      name: entry.name,
      app: async () => {
        const lifecycles = await loadRemote<LifeCycles<MfCustomProps>>(`${entry.name}/${LIFECYCLES_EXPOSE.slice(2)}`);
        if (!lifecycles) throw new Error(`${entry.name} did not return its ${LIFECYCLES_EXPOSE} module`);
        return lifecycles;
      },
      activeWhen: (location) => isRemoteActiveAt(entry.routes, location.pathname),
      customProps: customPropsFor(entry, config, locale, session),
    });
    return { entry, everywhere };
  });
}

/**
 * A remote that fails to load or mount gets an error panel in its own section; the others keep working.
 * Returns a function telling whether a failure happened since the last call (for the progress bar).
 */
export function watchRemoteFailures(errors: RemoteErrorStore): () => boolean {
  let failedSinceLastCheck = false;
  addErrorHandler((error) => {
    failedSinceLastCheck = true;
    errors.report(error.appOrParcelName, remoteFailure(error));
    if (isChunkLoadError(error)) {
      try {
        reloadForChunkError(window.sessionStorage, () => window.location.reload());
      } catch {
        // no session storage (privacy mode): never reload, the panel explains the failure instead
      }
    }
  });
  window.addEventListener('single-spa:routing-event', () => {
    for (const name of getMountedApps()) errors.clear(name);
  });
  return () => {
    const failed = failedSinceLastCheck;
    failedSinceLastCheck = false;
    return failed;
  };
}
