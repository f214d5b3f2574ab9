import type { LocaleCode } from './locales';

/** The router basename of a locale: '' for English (no prefix), '/de' for German. */
export function localeBasePath(locale: LocaleCode): string {
  return locale === 'en' ? '' : `/${locale}`;
}
