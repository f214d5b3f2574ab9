import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Suspense, use } from 'react';
import type { I18nLoader } from '../i18n/create-i18n';
import type { LocaleCode } from '../i18n/locales';
import { pageColors } from './page-colors';

interface Props {
  error: Error;
  locale: LocaleCode;
  /** the crashed remote's own loader: its catalog carries this message too (lingui.config.js includes the kit) */
  loadI18n: I18nLoader;
}

/**
 * What single-spa-react's error boundary shows when a remote throws while rendering: the rest of the
 * page (shell, other remotes) keeps working. It sits outside Root, so it brings its own I18nProvider.
 */
export function RemoteCrash(props: Props) {
  return (
    <Suspense fallback={null}>
      <CrashMessage {...props} />
    </Suspense>
  );
}

function CrashMessage({ error, locale, loadI18n }: Props) {
  const i18n = use(loadI18n(locale));
  return (
    <I18nProvider i18n={i18n}>
      <div
        role="alert"
        css={{ margin: '24px auto', maxWidth: 720, padding: 16, border: `1px solid ${pageColors.dangerBorder}`, borderRadius: 8, background: pageColors.dangerSurface, color: pageColors.danger }}
      >
        <p css={{ margin: 0, fontWeight: 600 }}>
          <Trans>Something went wrong on this part of the page.</Trans>
        </p>
        <p css={{ margin: '8px 0 0', fontSize: 14 }}>{error.message}</p>
      </div>
    </I18nProvider>
  );
}
