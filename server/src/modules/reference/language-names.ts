// Language names from ICU (Node ships full ICU), so every locale gets real names without a table.
import { LOCALE_TAGS, negotiateLocale } from '@sermon/shared-contracts/i18n/locales';

function nameOf(code: string, displayLocale: string): string {
  try {
    return new Intl.DisplayNames([displayLocale], { type: 'language', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function englishName(code: string): string {
  return nameOf(code, 'en');
}

/** The name in the language itself, e.g. 'Deutsch' for de. */
export function nativeName(code: string): string {
  return nameOf(code, code);
}

export function nameInLocale(code: string, localeTag: string): string {
  return nameOf(code, localeTag);
}

/** Accept-Language -> the BCP 47 tag of the best interface locale, e.g. 'de-DE'. */
export function localeTagFromAcceptLanguage(header: string | undefined): string {
  const tags = (header ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter(Boolean);
  return LOCALE_TAGS[negotiateLocale(tags)];
}
