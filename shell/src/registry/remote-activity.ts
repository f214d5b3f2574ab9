/** Which remotes are active for a URL, and whether any remote renders the page at all (else: 404). */
import { splitLocalePath } from '@sermon/shared-contracts/i18n/locales';
import type { RemoteManifestEntry } from '@sermon/shared-contracts/mf/custom-props';
import { REMOTES } from '@sermon/shared-contracts/mf/remotes';
import { matchesRoutePrefix, ownerOf } from '@sermon/shared-contracts/routes/route-table';

/** single-spa activeWhen: the manifest's prefixes, matched after the locale prefix is stripped. */
export function isRemoteActiveAt(routes: readonly string[], pathname: string): boolean {
  const { path } = splitLocalePath(pathname);
  return routes.some((prefix) => matchesRoutePrefix(path, prefix));
}

/** A remote mounted on every page ('*') hosts the persistent player bar, not the page. */
export function isEverywhereRemote(entry: Pick<RemoteManifestEntry, 'routes'>): boolean {
  return entry.routes.includes('*');
}

/**
 * The remote that renders the page itself: one whose own prefix matches, or else an everywhere-remote that
 * the route table says owns this page (the player's /embed and /player pages). Null means 404.
 */
export function pageOwner(entries: readonly RemoteManifestEntry[], pathname: string): RemoteManifestEntry | null {
  const { path } = splitLocalePath(pathname);
  const byPrefix = entries.find((entry) =>
    entry.routes.some((prefix) => prefix !== '*' && matchesRoutePrefix(path, prefix)),
  );
  if (byPrefix) return byPrefix;
  const folder = ownerOf(path);
  if (!folder) return null;
  const container = REMOTES[folder].container;
  return entries.find((entry) => entry.name === container && isEverywhereRemote(entry)) ?? null;
}
