// Color mode rules shared by the shell (which owns the setting) and the settings page (which reads it):
// what is stored in localStorage `colorMode` and how a stored value is read.
import type { ColorMode } from '../events/platform-events';

export type { ColorMode };
export const COLOR_MODES: readonly ColorMode[] = ['system', 'light', 'dark'];
export const COLOR_MODE_STORAGE_KEY = 'colorMode';

export function isColorMode(value: unknown): value is ColorMode {
  return typeof value === 'string' && (COLOR_MODES as readonly string[]).includes(value);
}

/** The stored mode; nothing or anything unknown is 'system'. A JSON-quoted value (older pages) counts too. */
export function parseColorMode(stored: string | null | undefined): ColorMode {
  const value = stored?.replace(/^"|"$/g, '');
  return isColorMode(value) ? value : 'system';
}
