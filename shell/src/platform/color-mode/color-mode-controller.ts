// Keeps <html data-color-mode> true to the chosen mode: at boot, when the settings page asks (shell:color-mode),
// when another tab changes it (storage event) and, in 'system' mode, when the device switches light/dark.
import { onPlatformEvent } from '@sermon/shared-contracts/events/platform-events';
import {
  COLOR_MODE_ATTRIBUTE,
  COLOR_MODE_STORAGE_KEY,
  isColorMode,
  parseColorMode,
  PREFERS_DARK_QUERY,
  resolveColorMode,
  type ColorMode,
} from './color-mode';

export interface ColorModeEnvironment {
  /** null when storage is blocked (privacy settings): the mode then lives for this page only */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  root: HTMLElement;
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** null where matchMedia is missing: 'system' then means light */
  systemDark: MediaQueryList | null;
}

export interface ColorModeController {
  mode(): ColorMode;
  stop(): void;
}

function browserEnvironment(): ColorModeEnvironment {
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    // blocked storage throws on access
  }
  return {
    storage,
    root: document.documentElement,
    target: window,
    systemDark: typeof window.matchMedia === 'function' ? window.matchMedia(PREFERS_DARK_QUERY) : null,
  };
}

export function startColorMode(env: ColorModeEnvironment = browserEnvironment()): ColorModeController {
  const read = (): ColorMode => {
    try {
      return parseColorMode(env.storage?.getItem(COLOR_MODE_STORAGE_KEY));
    } catch {
      return current;
    }
  };
  let current: ColorMode = 'system';
  current = read();

  const apply = () => {
    env.root.setAttribute(COLOR_MODE_ATTRIBUTE, resolveColorMode(current, env.systemDark?.matches ?? false));
  };
  apply();

  const stopRequests = onPlatformEvent('shell:color-mode', ({ mode }) => {
    if (!isColorMode(mode)) return;
    current = mode;
    try {
      env.storage?.setItem(COLOR_MODE_STORAGE_KEY, mode);
    } catch {
      // full or blocked storage: the choice still holds for this page
    }
    apply();
  });
  // fired in the other tabs only; key null means the whole storage was cleared
  const onStorage = (event: Event) => {
    const key = (event as StorageEvent).key;
    if (key !== null && key !== COLOR_MODE_STORAGE_KEY) return;
    current = read();
    apply();
  };
  env.target.addEventListener('storage', onStorage);
  const onSystemChange = () => {
    if (current === 'system') apply();
  };
  env.systemDark?.addEventListener('change', onSystemChange);

  return {
    mode: () => current,
    stop() {
      stopRequests();
      env.target.removeEventListener('storage', onStorage);
      env.systemDark?.removeEventListener('change', onSystemChange);
    },
  };
}
