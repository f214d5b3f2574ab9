import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { isLocale, LOCALE_NATIVE_NAMES, LOCALES, type LocaleCode } from '@sermon/shared-contracts/i18n/locales';
import { shellTheme, visuallyHidden } from './theme';

/** The 13 interface languages, each by its own name. Choosing one loads the same page in that language. */
export function LocaleSwitcher({ locale, onSelect }: { locale: LocaleCode; onSelect: (locale: LocaleCode) => void }) {
  const id = useId();
  return (
    <div css={{ display: 'flex', alignItems: 'center', gap: 6 }}>
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
      </svg>
      <label htmlFor={id} css={visuallyHidden}>
        <Trans>Language</Trans>
      </label>
      <select
        id={id}
        data-testid="locale-switcher"
        value={locale}
        onChange={(event) => {
          const next = event.target.value;
          if (isLocale(next) && next !== locale) onSelect(next);
        }}
        css={{
          font: 'inherit',
          fontSize: 14,
          padding: '6px 8px',
          borderRadius: 6,
          border: '1px solid rgba(255,255,255,0.35)',
          background: shellTheme.navyLight,
          color: shellTheme.white,
          cursor: 'pointer',
          '&:focus-visible': { outline: `2px solid ${shellTheme.accent}`, outlineOffset: 2 },
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code === 'gb' ? 'en-GB' : code}>
            {LOCALE_NATIVE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
