import { localizePath, negotiateLocale, type LocaleCode } from '@sermon/shared-contracts/i18n/locales';

export interface RootRedirectInput {
  pathname: string;
  search: string;
  /** the locale cookie, if the visitor ever chose one */
  cookieLocale: LocaleCode | null;
  /** navigator.languages */
  languages: readonly string[];
}

/**
 * Where the bare root '/' should send a visitor, or null to stay. Only '/' redirects: every other URL,
 * including '/de/...', is an explicit choice. A stored choice (the cookie) wins; without one, the
 * browser's languages decide. English has no prefix, so choosing English means staying.
 */
export function rootRedirectTarget({ pathname, search, cookieLocale, languages }: RootRedirectInput): string | null {
  if (pathname !== '/') return null;
  const locale = cookieLocale ?? negotiateLocale(languages);
  if (locale === 'en') return null;
  return `${localizePath('/', locale)}${search}`;
}
