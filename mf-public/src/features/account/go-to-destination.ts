// Opens the page a sign-in leads to: this remote's router for its own pages, the shell for another remote's.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { emitPlatformEvent } from '@sermon/shared-contracts/events/platform-events';
import { localizePath, splitLocalePath } from '@sermon/shared-contracts/i18n/locales';
import { useRemoteProps } from '@sermon/shared-contracts/mf/remote-props';
import { ownerOf } from '@sermon/shared-contracts/routes/route-table';

export interface Destination {
  /** locale-free path with its query, e.g. '/library' or '/broadcaster/select?next=%2Fdashboard-beta' */
  path: string;
  /** true when mf-public renders it (react-router), false when the shell must mount another remote */
  ownPage: boolean;
}

/** Splits a destination into the locale-free path the route table knows and the query that travels along. */
export function resolveDestination(destination: string): Destination {
  const cut = destination.search(/[?#]/);
  const pathPart = cut < 0 ? destination : destination.slice(0, cut);
  const rest = cut < 0 ? '' : destination.slice(cut);
  // a `next` may carry a locale prefix (a guard of another remote saw the full address); our router has the locale as basename
  const { path } = splitLocalePath(pathPart);
  return { path: `${path}${rest}`, ownPage: ownerOf(path) === 'mf-public' };
}

/** A function that opens a locale-free destination, replacing the current entry (the login page is not a step back). */
export function useGoToDestination(): (destination: string) => void {
  const navigate = useNavigate();
  const { locale } = useRemoteProps();
  return useCallback(
    (destination: string) => {
      const { path, ownPage } = resolveDestination(destination);
      if (ownPage) navigate(path, { replace: true });
      else emitPlatformEvent('shell:navigate', { url: localizePath(path, locale) });
    },
    [navigate, locale],
  );
}
