// Numbers, money and dates of the overview in the reader's locale.
import { LOCALE_TAGS, type LocaleCode } from '@sermon/shared-contracts/i18n/locales';

export function formatCount(value: number, locale: LocaleCode): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale]).format(value);
}

export function formatMoney(cents: number, currency: string, locale: LocaleCode): string {
  try {
    return new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency }).format(cents / 100);
  } catch {
    // an unknown currency code: the amount with the code beside it
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}

/** 'YYYY-MM-DD' as a calendar date (no time zone shift: it is a date, not an instant). */
export function formatIsoDate(isoDate: string, locale: LocaleCode): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
}

export function formatEpochDate(seconds: number, locale: LocaleCode): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium' }).format(seconds * 1000);
}
