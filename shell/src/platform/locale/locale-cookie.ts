import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_DAYS, type LocaleCode } from '@sermon/shared-contracts/i18n/locales';

/** The locale stored by the switcher, read from a `document.cookie` string; null when unset or unknown. */
export function readLocaleCookie(cookieHeader: string): LocaleCode | null {
  for (const part of cookieHeader.split(';')) {
    const [rawName, ...rest] = part.split('=');
    if (rawName?.trim() !== LOCALE_COOKIE) continue;
    const value = decodeURIComponent(rest.join('=').trim());
    return isLocale(value) ? value : null;
  }
  return null;
}

/** The cookie the switcher writes: 365 days, whole site, sent on top-level navigations (Lax). */
export function localeCookie(locale: LocaleCode): string {
  const maxAge = LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}
