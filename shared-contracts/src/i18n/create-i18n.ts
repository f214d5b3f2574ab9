/**
 * Per-package lingui instances. Every remote (and the shell) gets its own `setupI18n()` instance because
 * @lingui/core is a shared singleton: the global `i18n` export would be one instance for the whole page.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { FALLBACK_LOCALE, type LocaleCode } from './locales';

/** Loads one compiled catalog, e.g. `(locale) => import(`../locales/${locale}/messages.ts`)`. */
export type CatalogLoader = (locale: LocaleCode) => Promise<{ messages: Messages }>;

/** A package's memoised instance per locale, as made by createI18nLoader. */
export type I18nLoader = (locale: LocaleCode) => Promise<I18n>;

/** Creates an instance with the locale's catalog loaded and activated (English is the fallback). */
export async function createI18n(locale: LocaleCode, loadCatalog: CatalogLoader): Promise<I18n> {
  const i18n = setupI18n();
  let active: LocaleCode = locale;
  let messages: Messages;
  try {
    ({ messages } = await loadCatalog(locale));
  } catch (error) {
    if (locale === FALLBACK_LOCALE) throw error;
    // A missing catalog chunk must not leave the page blank: show the fallback language instead.
    console.error(`Could not load the ${locale} catalog, using ${FALLBACK_LOCALE}`, error);
    active = FALLBACK_LOCALE;
    ({ messages } = await loadCatalog(FALLBACK_LOCALE));
  }
  i18n.load(active, messages);
  i18n.activate(active);
  return i18n;
}

/**
 * Memoises createI18n per locale, so a remote that is unmounted and mounted again (navigation) reuses
 * its instance and React's `use()` gets the same promise on every render.
 */
export function createI18nLoader(loadCatalog: CatalogLoader): I18nLoader {
  const cache = new Map<LocaleCode, Promise<I18n>>();
  return (locale) => {
    let pending = cache.get(locale);
    if (!pending) {
      pending = createI18n(locale, loadCatalog);
      // A failed load may succeed on the next mount (e.g. a network blip), so it is not cached.
      pending.catch(() => cache.delete(locale));
      cache.set(locale, pending);
    }
    return pending;
  };
}
