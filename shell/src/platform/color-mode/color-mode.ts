// Color mode rules: what is stored in localStorage `colorMode` and what it means for the page.
import type { ColorMode } from '@sermon/shared-contracts/rules/color-mode';

// the stored value and its parsing are shared with the settings page (mf-public)
export { COLOR_MODES, COLOR_MODE_STORAGE_KEY, isColorMode, parseColorMode, type ColorMode } from '@sermon/shared-contracts/rules/color-mode';

/** The attribute on <html> the palettes hang on. */
export const COLOR_MODE_ATTRIBUTE = 'data-color-mode';
export const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';

/** What the page shows: 'system' follows the device. */
export function resolveColorMode(mode: ColorMode, systemPrefersDark: boolean): 'light' | 'dark' {
  if (mode === 'system') return systemPrefersDark ? 'dark' : 'light';
  return mode;
}
