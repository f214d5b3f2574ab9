/** The 13 interface locales. en has no URL prefix and is the fallback. */
export const LOCALES = ['en', 'gb', 'de', 'es', 'fr', 'it', 'km', 'ko', 'pl', 'pt', 'ta', 'te', 'zh'] as const;
export type LocaleCode = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: LocaleCode = 'en';
export const FALLBACK_LOCALE: LocaleCode = 'en';

/** BCP 47 tag sent as Accept-Language and used for date/number formatting. */
export const LOCALE_TAGS: Record<LocaleCode, string> = {
  en: 'en-US',
  gb: 'en-GB',
  de: 'de-DE',
  es: 'es-ES',
  fr: 'fr-FR',
  it: 'it-IT',
  km: 'km-KH',
  ko: 'ko-KR',
  pl: 'pl-PL',
  pt: 'pt-PT',
  ta: 'ta-IN',
  te: 'te-IN',
  zh: 'zh-CN',
};

/** Name of each locale in its own language, for the locale switcher. */
export const LOCALE_NATIVE_NAMES: Record<LocaleCode, string> = {
  en: 'English (US)',
  gb: 'English (UK)',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  km: 'ខ្មែរ',
  ko: '한국어',
  pl: 'Polski',
  pt: 'Português',
  ta: 'தமிழ்',
  te: 'తెలుగు',
  zh: '中文',
};

export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;

export function isLocale(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Splits '/de/sermons/1' into { locale: 'de', path: '/sermons/1' }; unprefixed paths are en. */
export function splitLocalePath(pathname: string): { locale: LocaleCode; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (match && match[1] !== 'en' && isLocale(match[1])) {
    return { locale: match[1], path: match[2] ?? '/' };
  }
  return { locale: 'en', path: pathname || '/' };
}

/** The inverse: prefixes a locale-free path for a locale (en gets none). */
export function localizePath(path: string, locale: LocaleCode): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === 'en') return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/** Picks the best locale from an Accept-Language / navigator.languages list. */
export function negotiateLocale(languages: readonly string[]): LocaleCode {
  for (const raw of languages) {
    const tag = raw.toLowerCase().trim();
    if (tag === 'en-gb' || tag === 'en-ie') return 'gb';
    const primary = tag.split('-')[0] ?? '';
    if (primary === 'en') return 'en';
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}
