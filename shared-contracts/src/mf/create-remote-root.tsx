/**
 * The root component every remote renders, with its providers. Each remote calls the factory from its own
 * Root.tsx and bundles its own copy of this module, so the emotion cache, the lingui instance and the props
 * context below belong to that remote alone (none of them is a Module Federation singleton).
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { I18nProvider } from '@lingui/react';
import { Suspense, use, useEffect, useMemo, type ComponentType } from 'react';
import { BrowserRouter, createBrowserRouter, RouterProvider } from 'react-router';
import { ANONYMOUS_SESSION } from '../auth/platform-session';
import type { I18nLoader } from '../i18n/create-i18n';
import type { MfCustomProps } from './custom-props';
import { RemotePropsProvider } from './remote-props';
import { REMOTES, type RemoteFolder } from './remotes';

export interface RemoteRootOptions {
  remote: RemoteFolder;
  /** the remote's own loader: its dynamic import is what makes webpack emit that remote's catalog chunks */
  loadI18n: I18nLoader;
  AppRoutes: ComponentType;
  /** the id webpack compiled into this remote (DefinePlugin runs per remote build) */
  buildId: string;
  /**
   * Route through a data router (createBrowserRouter with one splat route rendering AppRoutes) instead of
   * BrowserRouter: needed for useBlocker (the dashboard's unsaved-changes guard). AppRoutes stays the same.
   */
  dataRouter?: boolean;
}

/** The data-router variant of BrowserRouter: one router per basename, disposed (history listener removed) on unmount. */
function DataRouterRoot({ basename, AppRoutes }: { basename: string; AppRoutes: ComponentType }) {
  const router = useMemo(() => createBrowserRouter([{ path: '*', element: <AppRoutes /> }], { basename: basename || '/' }), [basename, AppRoutes]);
  useEffect(() => () => router.dispose(), [router]);
  return <RouterProvider router={router} />;
}

export function createRemoteRoot({ remote, loadI18n, AppRoutes, buildId, dataRouter = false }: RemoteRootOptions): ComponentType<MfCustomProps> {
  const names = REMOTES[remote];
  // Class names carry this remote's prefix and never collide with another remote's.
  const emotionCache = createCache({ key: names.cssKey });

  function LocalizedRoot({ basePath, locale, apiBase, apiKey, broadcasterApiKey, buildId: shellBuildId, session }: MfCustomProps) {
    const i18n = use(loadI18n(locale));
    // single-spa adds its own props (name, singleSpa, mountParcel); remotes see only the platform's.
    const remoteProps = useMemo<MfCustomProps>(
      () => ({
        basePath,
        locale,
        apiBase,
        apiKey,
        ...(broadcasterApiKey ? { broadcasterApiKey } : {}),
        buildId: shellBuildId ?? buildId,
        // a remote mounted by an older shell (no session prop) still renders, signed out
        session: session ?? ANONYMOUS_SESSION,
      }),
      [basePath, locale, apiBase, apiKey, broadcasterApiKey, shellBuildId, session],
    );
    return (
      <CacheProvider value={emotionCache}>
        <I18nProvider i18n={i18n}>
          <RemotePropsProvider value={remoteProps}>
            {/* a shared react-router from an older build of another remote may lack the data router: fall back */}
            {dataRouter && typeof createBrowserRouter === 'function' ? (
              <DataRouterRoot basename={basePath} AppRoutes={AppRoutes} />
            ) : (
              <BrowserRouter basename={basePath}>
                <AppRoutes />
              </BrowserRouter>
            )}
          </RemotePropsProvider>
        </I18nProvider>
      </CacheProvider>
    );
  }

  return function Root(props: MfCustomProps) {
    return (
      <div data-remote={names.container} data-build-id={buildId}>
        {/* nothing renders until the locale's catalog is in, so there is no flash of English */}
        <Suspense fallback={null}>
          <LocalizedRoot {...props} />
        </Suspense>
      </div>
    );
  };
}
