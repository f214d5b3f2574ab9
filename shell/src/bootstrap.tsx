/**
 * The single-spa root config. Order matters: the root-language redirect happens before anything loads;
 * the chrome renders once the shell's catalog is in (no flash of English); remotes are registered from the
 * runtime manifest; single-spa starts last, so the first routing event drives the progress bar too.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { I18nProvider } from '@lingui/react';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { LOCALE_TAGS, splitLocalePath } from '@sermon/shared-contracts/i18n/locales';
import { layoutOf } from '@sermon/shared-contracts/routes/route-table';
import { showsChrome } from './layout/chrome';
import { ShellApp, type ShellSlots } from './layout/ShellApp';
import { preloadSiteChrome } from './layout/site-chrome';
import { trackPlayerBarHeight } from './layout/player-bar-height';
import { loadI18n } from './platform/i18n/load-i18n';
import { readLocaleCookie } from './platform/locale/locale-cookie';
import { rootRedirectTarget } from './platform/locale/root-redirect';
import { listenForNavigationRequests } from './platform/navigation/navigate';
import { ProgressModel } from './platform/progress/progress-model';
import { startScrollManager } from './platform/scroll/scroll-manager';
import { startColorMode } from './platform/color-mode/color-mode-controller';
import { createShellSession } from './platform/session/create-shell-session';
import { connectProgress, connectToasts } from './platform/shell-events';
import { syncDocumentTitle } from './platform/title/document-title';
import { ToastStore } from './platform/toasts/toast-store';
import { DEFAULT_SITE_NAME, loadPlatformConfig, type ShellConfig } from './registry/load-platform-config';
import { registerRemoteApps, watchRemoteFailures, type RegisteredRemote } from './registry/register-remote-apps';
import { RemoteErrorStore } from './registry/remote-error-store';

const BUILD_ID: string = process.env.BUILD_ID ?? 'dev';

function element(id: string): HTMLElement {
  const found = document.getElementById(id);
  if (!found) throw new Error(`The shell page has no #${id}`);
  return found;
}

async function boot(): Promise<void> {
  const redirect = rootRedirectTarget({
    pathname: window.location.pathname,
    search: window.location.search,
    cookieLocale: readLocaleCookie(document.cookie),
    languages: navigator.languages?.length ? navigator.languages : [navigator.language],
  });
  if (redirect) {
    window.location.replace(redirect);
    return;
  }

  // first, so the page never shows in the wrong mode while the rest loads
  startColorMode();
  const { locale, path } = splitLocalePath(window.location.pathname);
  document.documentElement.lang = LOCALE_TAGS[locale];
  const slots: ShellSlots = { app: element('shell-app'), top: element('shell-top'), page: element('shell-page'), bottom: element('shell-bottom') };
  const layout = layoutOf(path);
  slots.app.dataset.layout = layout;
  // the header and footer are a chunk of their own: fetched with the catalog and config, and never for an embed
  if (showsChrome(layout)) preloadSiteChrome();
  const outlet = { outlet: element('mf-outlet'), playerBar: element('player-bar') };
  trackPlayerBarHeight(outlet.playerBar, slots.app);

  const progress = new ProgressModel();
  const toasts = new ToastStore();
  const errors = new RemoteErrorStore();
  const failedSinceLastCheck = watchRemoteFailures(errors);
  connectProgress(progress, failedSinceLastCheck);
  listenForNavigationRequests();
  startScrollManager();
  progress.start();

  const [i18n, platform] = await Promise.all([
    loadI18n(locale),
    loadPlatformConfig().then(
      (value) => ({ ok: true as const, ...value }),
      (error: unknown) => ({ ok: false as const, error: error instanceof Error ? error : new Error(String(error)) }),
    ),
  ]);

  let remotes: RegisteredRemote[] = [];
  let config: ShellConfig | null = null;
  let bootError: Error | null = null;
  if (platform.ok) config = platform.config;
  // created before the remotes register, so the first one to mount already sees the page's session
  const session = createShellSession(config, locale);
  if (platform.ok) {
    remotes = registerRemoteApps(platform.manifest, platform.config, locale, outlet, session);
  } else {
    bootError = platform.error;
    console.error('The platform configuration could not be loaded', platform.error);
  }
  const siteName = config?.siteName ?? DEFAULT_SITE_NAME;
  syncDocumentTitle(siteName);
  connectToasts(toasts, config?.parentOrigin);

  const emotionCache = createCache({ key: 'shell' });
  createRoot(element('shell-overlays')).render(
    <CacheProvider value={emotionCache}>
      <I18nProvider i18n={i18n}>
        <ShellApp
          slots={slots}
          locale={locale}
          siteName={siteName}
          buildId={BUILD_ID}
          progress={progress}
          toasts={toasts}
          errors={errors}
          remotes={remotes}
          bootError={bootError}
          session={session}
        />
      </I18nProvider>
    </CacheProvider>,
  );

  if (bootError) progress.fail();
  else progress.finish();
  start({ urlRerouteOnly: true });
}

void boot();
