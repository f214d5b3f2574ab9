import { localizePath, splitLocalePath, type LocaleCode } from '@sermon/shared-contracts/i18n/locales';
import { localeCookie } from './locale-cookie';

/** The same page in another locale: '/de/sermons?x=1#top' -> '/fr/sermons?x=1#top'. */
export function localeSwitchUrl(location: Pick<Location, 'pathname' | 'search' | 'hash'>, locale: LocaleCode): string {
  const { path } = splitLocalePath(location.pathname);
  return `${localizePath(path, locale)}${location.search}${location.hash}`;
}

/**
 * Stores the choice and loads the page in the new locale. A full page load is deliberate: every remote
 * receives its locale at mount, so they all remount with the new catalogs.
 */
export function switchLocale(locale: LocaleCode): void {
  document.cookie = localeCookie(locale);
  window.location.assign(localeSwitchUrl(window.location, locale));
}
