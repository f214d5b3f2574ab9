import { useMemo } from 'react';
import { LOCALE_TAGS } from '@sermon/shared-contracts/i18n/locales';
import { useRemoteProps } from '@sermon/shared-contracts/mf/remote-props';

/** Epoch seconds (when a comment was written, a history entry saved) as the listener's locale writes date and time. */
export function useTimestampFormat(): (epochSeconds: number) => string {
  const { locale } = useRemoteProps();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(LOCALE_TAGS[locale] ?? LOCALE_TAGS.en, { dateStyle: 'medium', timeStyle: 'short' });
    return (epochSeconds: number) => (Number.isFinite(epochSeconds) ? format.format(new Date(epochSeconds * 1000)) : '');
  }, [locale]);
}
