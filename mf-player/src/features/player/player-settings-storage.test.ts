import { DEFAULT_PLAYER_SETTINGS } from '@sermon/shared-contracts/rules/player-settings';
import {
  loadPlayerSettings,
  PLAYER_SETTINGS_STORAGE_KEY,
  resetStorageWarningForTests,
  savePlayerSettings,
} from './player-settings-storage';

const throwing = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
};

describe('player settings storage', () => {
  let warn: jest.SpyInstance;

  beforeEach(() => {
    window.localStorage.clear();
    resetStorageWarningForTests();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });

  afterEach(() => warn.mockRestore());

  it('reads defaults when nothing is stored', () => {
    expect(loadPlayerSettings()).toEqual(DEFAULT_PLAYER_SETTINGS);
  });

  it('saves every setting with the format version and reads them back', () => {
    const settings = {
      volume: 30,
      muted: true,
      speed: 2.5,
      autoplayNext: true,
      autoplayNextState: 'reverse' as const,
      resumeState: 'resume' as const,
      quality: 'low' as const,
      subtitles: 'spa',
    };
    savePlayerSettings(settings);
    expect(JSON.parse(window.localStorage.getItem(PLAYER_SETTINGS_STORAGE_KEY)!)).toEqual({ version: 2, ...settings });
    expect(loadPlayerSettings()).toEqual(settings);
  });

  it('migrates settings stored by the first player (volume 0..1, autoplayNext as a mode)', () => {
    window.localStorage.setItem(
      PLAYER_SETTINGS_STORAGE_KEY,
      JSON.stringify({ volume: 1, muted: false, speed: 1.5, autoplayNext: 'forward' }),
    );
    expect(loadPlayerSettings()).toEqual({
      ...DEFAULT_PLAYER_SETTINGS,
      volume: 100,
      speed: 1.5,
      autoplayNext: true,
      autoplayNextState: 'forward',
    });
  });

  it('reads defaults from corrupt JSON without warning', () => {
    window.localStorage.setItem(PLAYER_SETTINGS_STORAGE_KEY, '{not json');
    expect(loadPlayerSettings()).toEqual(DEFAULT_PLAYER_SETTINGS);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns once and uses defaults when storage is unavailable', () => {
    expect(loadPlayerSettings(throwing)).toEqual(DEFAULT_PLAYER_SETTINGS);
    expect(() => savePlayerSettings(DEFAULT_PLAYER_SETTINGS, throwing)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('local storage is unavailable');
  });
});
