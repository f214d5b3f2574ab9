// The color mode the shell keeps in localStorage (`colorMode`); this page only reads it and asks the shell to change it.
import type { ColorMode } from '@sermon/shared-contracts/events/platform-events';

export type { ColorMode };
export const COLOR_MODES: readonly ColorMode[] = ['system', 'light', 'dark'];

export const COLOR_MODE_STORAGE_KEY = 'colorMode';

/** The stored mode; anything unknown (or nothing) is 'system'. Tolerates a JSON-quoted value. */
export function parseColorMode(stored: string | null): ColorMode {
  const value = stored?.replace(/^"|"$/g, '');
  return (COLOR_MODES as readonly string[]).includes(value ?? '') ? (value as ColorMode) : 'system';
}

export function readColorMode(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): ColorMode {
  try {
    return parseColorMode(storage?.getItem(COLOR_MODE_STORAGE_KEY) ?? null);
  } catch {
    // storage can be blocked (privacy settings); the shell then follows the system
    return 'system';
  }
}
