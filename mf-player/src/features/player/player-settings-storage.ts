// Player settings in localStorage (spec: settings load at start and save after every change; unavailable
// local storage warns and uses defaults). Storage can be missing or throw (privacy modes, sandboxed iframes).
// Settings of the first format (volume 0..1, autoplayNext 'off' | 'forward' | 'reverse') are migrated on read.
import {
  DEFAULT_PLAYER_SETTINGS,
  parsePlayerSettings,
  serializePlayerSettings,
  type PlayerSettings,
} from '@sermon/shared-contracts/rules/player-settings';

export const PLAYER_SETTINGS_STORAGE_KEY = 'player-settings';

type SettingsStorage = Pick<Storage, 'getItem' | 'setItem'>;

let warned = false;

function warnOnce(action: string, error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn(`Player settings: local storage is unavailable (${action}); using defaults.`, error);
}

function browserStorage(): SettingsStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch (error) {
    // Reading window.localStorage itself throws when storage is blocked.
    warnOnce('access', error);
    return null;
  }
}

export function loadPlayerSettings(storage: SettingsStorage | null = browserStorage()): PlayerSettings {
  if (!storage) return { ...DEFAULT_PLAYER_SETTINGS };
  try {
    const raw = storage.getItem(PLAYER_SETTINGS_STORAGE_KEY);
    if (raw === null) return { ...DEFAULT_PLAYER_SETTINGS };
    return parsePlayerSettings(JSON.parse(raw));
  } catch (error) {
    if (error instanceof SyntaxError) return { ...DEFAULT_PLAYER_SETTINGS };
    warnOnce('read', error);
    return { ...DEFAULT_PLAYER_SETTINGS };
  }
}

export function savePlayerSettings(settings: PlayerSettings, storage: SettingsStorage | null = browserStorage()): void {
  if (!storage) return;
  try {
    storage.setItem(PLAYER_SETTINGS_STORAGE_KEY, JSON.stringify(serializePlayerSettings(settings)));
  } catch (error) {
    warnOnce('write', error);
  }
}

/** Tests reset the once-only warning. */
export function resetStorageWarningForTests(): void {
  warned = false;
}
