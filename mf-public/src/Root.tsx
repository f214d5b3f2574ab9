import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { I18nProvider } from '@lingui/react';
import { Suspense, use, useMemo } from 'react';
import { BrowserRouter } from 'react-router';
import type { MfCustomProps } from '@sermon/shared-contracts/mf/custom-props';
import { REMOTES } from '@sermon/shared-contracts/mf/remotes';
import { loadI18n } from './i18n/load-i18n';
import { BUILD_ID } from './platform/build-id';
import { RemotePropsProvider } from './platform/remote-props';
import { AppRoutes } from './routes';

const NAMES = REMOTES['mf-public'];

// Its own emotion cache: class names carry this remote's prefix and never collide with another remote's.
const emotionCache = createCache({ key: NAMES.cssKey });

/** Everything this remote renders, with its providers. The shell mounts it through single-spa. */
export function Root(props: MfCustomProps) {
  return (
    <div data-remote={NAMES.container} data-build-id={BUILD_ID}>
      {/* nothing renders until the locale's catalog is in, so there is no flash of English */}
      <Suspense fallback={null}>
        <LocalizedRoot {...props} />
      </Suspense>
    </div>
  );
}

function LocalizedRoot({ basePath, locale, apiBase, apiKey, buildId }: MfCustomProps) {
  const i18n = use(loadI18n(locale));
  // single-spa adds its own props (name, singleSpa, mountParcel); remotes see only the platform's.
  const remoteProps = useMemo<MfCustomProps>(
    () => ({ basePath, locale, apiBase, apiKey, buildId: buildId ?? BUILD_ID }),
    [basePath, locale, apiBase, apiKey, buildId],
  );
  return (
    <CacheProvider value={emotionCache}>
      <I18nProvider i18n={i18n}>
        <RemotePropsProvider value={remoteProps}>
          <BrowserRouter basename={basePath}>
            <AppRoutes />
          </BrowserRouter>
        </RemotePropsProvider>
      </I18nProvider>
    </CacheProvider>
  );
}
