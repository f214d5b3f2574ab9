import { clampSpeed, clampVolume, DEFAULT_PLAYER_SETTINGS, parsePlayerSettings } from './player-settings';

describe('player settings', () => {
  it('defaults to full volume, unmuted, normal speed and no autoplay-next', () => {
    expect(DEFAULT_PLAYER_SETTINGS).toEqual({ volume: 1, muted: false, speed: 1, autoplayNext: 'off' });
    expect(parsePlayerSettings(null)).toEqual(DEFAULT_PLAYER_SETTINGS);
    expect(parsePlayerSettings('garbage')).toEqual(DEFAULT_PLAYER_SETTINGS);
  });

  it('keeps valid stored values', () => {
    expect(parsePlayerSettings({ volume: 0.4, muted: true, speed: 1.5, autoplayNext: 'forward' })).toEqual({
      volume: 0.4,
      muted: true,
      speed: 1.5,
      autoplayNext: 'forward',
    });
  });

  it('replaces each invalid field with its default and drops unknown keys', () => {
    expect(parsePlayerSettings({ volume: 'loud', muted: 1, speed: null, autoplayNext: 'sideways', extra: 5 })).toEqual(
      DEFAULT_PLAYER_SETTINGS,
    );
  });

  it('clamps stored volume into 0..1 and speed into 0.5..2', () => {
    expect(parsePlayerSettings({ volume: 7, speed: 9 })).toMatchObject({ volume: 1, speed: 2 });
    expect(parsePlayerSettings({ volume: -1, speed: 0.1 })).toMatchObject({ volume: 0, speed: 0.5 });
  });

  it('keeps the fallback for non-finite numbers', () => {
    expect(clampVolume(Number.NaN, 0.3)).toBe(0.3);
    expect(clampSpeed(Number.POSITIVE_INFINITY, 1.25)).toBe(1.25);
    expect(clampSpeed(0)).toBe(1);
  });
});
