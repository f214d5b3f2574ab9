import { useMemo } from 'react';
import { LOCALE_TAGS } from '@sermon/shared-contracts/i18n/locales';
import { useRemoteProps } from '@sermon/shared-contracts/mf/remote-props';

export interface Formatters {
  /** A calendar date such as a preach date ('2024-03-10'), in the listener's locale. */
  date: (isoDate: string | null | undefined) => string;
  number: (value: number) => string;
}

/** Intl formatters for the remote's locale; YYYY-MM-DD dates are calendar days, so no time zone shift. */
export function createFormatters(localeTag: string): Formatters {
  const dateFormat = new Intl.DateTimeFormat(localeTag, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const numberFormat = new Intl.NumberFormat(localeTag);
  return {
    date: (isoDate) => {
      if (!isoDate) return '';
      const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
      if (!year || !month || !day) return isoDate;
      return dateFormat.format(new Date(Date.UTC(year, month - 1, day)));
    },
    number: (value) => numberFormat.format(value),
  };
}

export function useFormatters(): Formatters {
  const { locale } = useRemoteProps();
  return useMemo(() => createFormatters(LOCALE_TAGS[locale] ?? LOCALE_TAGS.en), [locale]);
}
