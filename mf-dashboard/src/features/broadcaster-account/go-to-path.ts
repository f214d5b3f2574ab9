// Leaving a /broadcaster/* page: this remote's own pages (dashboard, picker) through its router, any other page
// (the site login, the library) through the shell, which mounts the remote that owns it.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { emitPlatformEvent } from '@sermon/shared-contracts/events/platform-events';
import { localizePath } from '@sermon/shared-contracts/i18n/locales';
import { useRemoteProps } from '@sermon/shared-contracts/mf/remote-props';

export function isOwnPath(path: string): boolean {
  return /^\/(dashboard|dashboard-beta|broadcaster)(\/|\?|#|$)/.test(path);
}

export function useGoToPath(): (path: string) => void {
  const navigate = useNavigate();
  const { locale } = useRemoteProps();
  return useCallback(
    (path: string) => {
      if (isOwnPath(path)) navigate(path);
      else emitPlatformEvent('shell:navigate', { url: localizePath(path, locale) });
    },
    [navigate, locale],
  );
}
