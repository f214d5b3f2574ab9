/**
 * Development page of one remote alone (`npm run dev`): the same Root the shell mounts, with the props the
 * shell would pass, built from /app-config.json and the URL's locale prefix, and a real session against the API.
 */
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserSession } from '../auth/browser-session';
import { localeBasePath } from '../i18n/locale-base-path';
import { splitLocalePath } from '../i18n/locales';
import type { AppConfig, MfCustomProps } from './custom-props';

export async function startStandalone(Root: ComponentType<MfCustomProps>): Promise<void> {
  const response = await fetch('/app-config.json', { cache: 'no-store' });
  const config = (await response.json()) as AppConfig;
  const { locale } = splitLocalePath(window.location.pathname);
  const container = document.getElementById('root');
  if (!container) throw new Error('The standalone page has no #root element');
  const session = createBrowserSession({ apiBase: config.apiBase, apiKey: config.apiKey, locale });
  // no buildId: Root falls back to the one compiled into the remote
  createRoot(container).render(
    <Root
      basePath={localeBasePath(locale)}
      locale={locale}
      apiBase={config.apiBase}
      apiKey={config.apiKey}
      {...(config.broadcasterApiKey ? { broadcasterApiKey: config.broadcasterApiKey } : {})}
      session={session}
    />,
  );
}
