/**
 * Typed window events: the only way remotes talk to each other and to the shell
 * (a remote never imports another remote's source).
 */
import type { PlayList } from '../entities/play-list';
import type { LocaleCode } from '../i18n/locales';

export interface PlatformEvents {
  /** Ask the persistent player to load (and by default start) a sermon. */
  'player:play': {
    sermonID: string;
    mediaType?: 'audio' | 'video';
    autoplay?: boolean;
    startAt?: number;
    /** the list the sermon was started from; next and previous come from it (default: the sermon's series) */
    list?: PlayList;
  };
  /** The player announces what it is doing, so pages can highlight the playing sermon. */
  'player:status': { sermonID: string | null; state: string };
  /** Show a toast (shell). */
  'shell:toast': { kind: 'error' | 'success' | 'info'; message: string };
  /** Page-loading progress bar (shell): a remote starts/finishes loading data for a page. */
  'shell:progress': { phase: 'start' | 'finish' | 'fail' };
  /** Navigate across remotes (the shell calls single-spa's navigateToUrl). */
  'shell:navigate': { url: string };
  /** A remote's page changed its document title. */
  'shell:title': { title: string };
  /**
   * Ask the shell to change the color mode (the settings page). The shell stores it in localStorage
   * `colorMode`, applies it as data-color-mode on <html> and other tabs follow through the storage event.
   */
  'shell:color-mode': { mode: ColorMode };
  /** The shell announces a locale change (remotes normally get it by remount). */
  'shell:locale': { locale: LocaleCode };
}

/** 'system' follows the device's light or dark setting. */
export type ColorMode = 'system' | 'light' | 'dark';

export type PlatformEventName = keyof PlatformEvents;

export function emitPlatformEvent<K extends PlatformEventName>(name: K, detail: PlatformEvents[K]): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Subscribes and returns the unsubscribe function. */
export function onPlatformEvent<K extends PlatformEventName>(
  name: K,
  handler: (detail: PlatformEvents[K]) => void,
): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<PlatformEvents[K]>).detail);
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}
