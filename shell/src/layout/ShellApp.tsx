import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { splitLocalePath, type LocaleCode } from '@sermon/shared-contracts/i18n/locales';
import { layoutOf, urlFor } from '@sermon/shared-contracts/routes/route-table';
import type { PlatformSession } from '@sermon/shared-contracts/auth/platform-session';
import { ColorModePalette } from '../platform/color-mode/ColorModePalette';
import { switchLocale } from '../platform/locale/switch-locale';
import { useCurrentPathname } from '../platform/navigation/use-current-location';
import { useOnlineStatus } from '../platform/online/use-online-status';
import type { ProgressModel } from '../platform/progress/progress-model';
import type { ToastStore } from '../platform/toasts/toast-store';
import type { RegisteredRemote } from '../registry/register-remote-apps';
import { pageOwner } from '../registry/remote-activity';
import type { RemoteErrorStore } from '../registry/remote-error-store';
import { showsChrome } from './chrome';
import { ErrorPage, ErrorPageBoundary, NotFoundPage } from './ErrorPage';
import { OfflineBanner } from './OfflineBanner';
import { ProgressBar } from './ProgressBar';
import { RemoteErrorPanels } from './RemoteErrorPanels';
import { SiteFooter, SiteHeader } from './site-chrome';
import { Toasts } from './Toasts';

/** The static page skeleton (public/index.html) the shell renders its parts into. */
export interface ShellSlots {
  app: HTMLElement;
  top: HTMLElement;
  page: HTMLElement;
  bottom: HTMLElement;
}

export interface ShellAppProps {
  slots: ShellSlots;
  locale: LocaleCode;
  siteName: string;
  buildId: string;
  progress: ProgressModel;
  toasts: ToastStore;
  errors: RemoteErrorStore;
  remotes: readonly RegisteredRemote[];
  /** the platform config could not be loaded: no remote can run */
  bootError: Error | null;
  /** the page's session, the same object every remote gets */
  session: PlatformSession;
}

/** The shell's chrome around the remotes: header, progress, offline banner, error pages, footer, toasts. */
export function ShellApp(props: ShellAppProps) {
  const { slots, locale, siteName, buildId, progress, toasts, errors, remotes, bootError, session } = props;
  const pathname = useCurrentPathname();
  const layout = layoutOf(splitLocalePath(pathname).path);
  const chrome = showsChrome(layout);
  const progressState = useSyncExternalStore(progress.subscribe, progress.getState);
  const toastList = useSyncExternalStore(toasts.subscribe, toasts.getToasts);
  const online = useOnlineStatus();
  const notFound = !bootError && pageOwner(remotes.map((r) => r.entry), pathname) === null;

  useEffect(() => {
    slots.app.dataset.layout = layout;
  }, [slots.app, layout]);

  return (
    <>
      {createPortal(
        <>
          <ColorModePalette />
          <ProgressBar state={progressState} />
          {chrome && (
            // its own chunk, loaded only on pages with chrome (never in an embed); the placeholder holds its place
            <Suspense fallback={null}>
              <SiteHeader siteName={siteName} locale={locale} pathname={pathname} onSelectLocale={switchLocale} session={session} />
            </Suspense>
          )}
          <OfflineBanner online={online} />
        </>,
        slots.top,
      )}
      {createPortal(
        <ErrorPageBoundary homeHref={urlFor('index', {}, locale)}>
          {bootError ? (
            <ErrorPage status={500} message={bootError.message} locale={locale} />
          ) : notFound ? (
            <NotFoundPage locale={locale} />
          ) : null}
        </ErrorPageBoundary>,
        slots.page,
      )}
      {chrome &&
        createPortal(
          <Suspense fallback={null}>
            <SiteFooter siteName={siteName} locale={locale} buildId={buildId} />
          </Suspense>,
          slots.bottom,
        )}
      <RemoteErrorPanels errors={errors} remotes={remotes} pathname={pathname} />
      <Toasts toasts={toastList} onDismiss={toasts.dismiss} />
    </>
  );
}
