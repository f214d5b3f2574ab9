// Color mode rules: what is stored in localStorage `colorMode` and what it means for the page.
import type { ColorMode } from '@sermon/shared-contracts/events/platform-events';

export type { ColorMode };
export const COLOR_MODES: readonly ColorMode[] = ['system', 'light', 'dark'];
export const COLOR_MODE_STORAGE_KEY = 'colorMode';
/** The attribute on <html> the palettes hang on. */
export const COLOR_MODE_ATTRIBUTE = 'data-color-mode';
export const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';

export function isColorMode(value: unknown): value is ColorMode {
  return typeof value === 'string' && (COLOR_MODES as readonly string[]).includes(value);
}

/** The stored mode; nothing or anything unknown is 'system'. A JSON-quoted value (older pages) counts too. */
export function parseColorMode(stored: string | null | undefined): ColorMode {
  const value = stored?.replace(/^"|"$/g, '');
  return isColorMode(value) ? value : 'system';
}

/** What the page shows: 'system' follows the device. */
export function resolveColorMode(mode: ColorMode, systemPrefersDark: boolean): 'light' | 'dark' {
  if (mode === 'system') return systemPrefersDark ? 'dark' : 'light';
  return mode;
}
