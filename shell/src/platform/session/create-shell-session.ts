// The page's one session, created at boot and handed to every remote in its custom props.
import { createBrowserSession } from '@sermon/shared-contracts/auth/browser-session';
import { ANONYMOUS_SESSION, type PlatformSession } from '@sermon/shared-contracts/auth/platform-session';
import type { LocaleCode } from '@sermon/shared-contracts/i18n/locales';
import type { ShellConfig } from '../../registry/load-platform-config';

/** Without a platform config there is no API to sign in against: the page stays signed out. */
export function createShellSession(config: ShellConfig | null, locale: LocaleCode): PlatformSession {
  if (!config) return ANONYMOUS_SESSION;
  return createBrowserSession({ apiBase: config.apiBase, apiKey: config.apiKey, locale });
}
