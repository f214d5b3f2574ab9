/**
 * Development page of this remote alone (`npm run dev`): the same Root the shell mounts, with the props the
 * shell would pass, built from /app-config.json and the URL's locale prefix.
 */
import { createRoot } from 'react-dom/client';
import { localeBasePath } from '@sermon/shared-contracts/i18n/locale-base-path';
import { splitLocalePath } from '@sermon/shared-contracts/i18n/locales';
import type { AppConfig } from '@sermon/shared-contracts/mf/custom-props';
import { BUILD_ID } from './platform/build-id';
import { Root } from './Root';

async function start(): Promise<void> {
  const response = await fetch('/app-config.json', { cache: 'no-store' });
  const config = (await response.json()) as AppConfig;
  const { locale } = splitLocalePath(window.location.pathname);
  const container = document.getElementById('root');
  if (!container) throw new Error('The standalone page has no #root element');
  createRoot(container).render(
    <Root
      basePath={localeBasePath(locale)}
      locale={locale}
      apiBase={config.apiBase}
      apiKey={config.apiKey}
      buildId={BUILD_ID}
    />,
  );
}

void start();
