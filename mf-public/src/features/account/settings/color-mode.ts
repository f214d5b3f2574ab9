// The color mode the shell keeps in localStorage (`colorMode`); this page only reads it and asks the shell to change it.
import { COLOR_MODE_STORAGE_KEY, parseColorMode, type ColorMode } from '@sermon/shared-contracts/rules/color-mode';

export { COLOR_MODE_STORAGE_KEY, type ColorMode };

export function readColorMode(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): ColorMode {
  try {
    return parseColorMode(storage?.getItem(COLOR_MODE_STORAGE_KEY));
  } catch {
    // storage can be blocked (privacy settings); the shell then follows the system
    return 'system';
  }
}
