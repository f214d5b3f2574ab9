import {
  clampSpeed,
  clampVolume,
  DEFAULT_PLAYER_SETTINGS,
  nextRepeatMode,
  normalizeSubtitleLanguage,
  parsePlayerSettings,
  PLAYBACK_SPEEDS,
  PLAYER_SETTINGS_VERSION,
  repeatModeOf,
  repeatSettings,
  serializePlayerSettings,
  type PlayerSettings,
} from './player-settings';

const stored: PlayerSettings = {
  volume: 40,
  muted: true,
  autoplayNext: true,
  autoplayNextState: 'reverse',
  resumeState: 'restart',
  speed: 2.5,
  quality: 'low',
  subtitles: 'deu',
};

describe('player settings', () => {
  it('defaults to full volume, unmuted, normal speed, no autoplay, asking to resume, high quality, no captions', () => {
    expect(DEFAULT_PLAYER_SETTINGS).toEqual({
      volume: 100,
      muted: false,
      autoplayNext: false,
      autoplayNextState: 'forward',
      resumeState: 'ask',
      speed: 1,
      quality: 'high',
      subtitles: null,
    });
    expect(parsePlayerSettings(null)).toEqual(DEFAULT_PLAYER_SETTINGS);
    expect(parsePlayerSettings('garbage')).toEqual(DEFAULT_PLAYER_SETTINGS);
    expect(parsePlayerSettings([1, 2])).toEqual(DEFAULT_PLAYER_SETTINGS);
  });

  it('reads back what it wrote', () => {
    const written = JSON.parse(JSON.stringify(serializePlayerSettings(stored)));
    expect(written.version).toBe(PLAYER_SETTINGS_VERSION);
    expect(parsePlayerSettings(written)).toEqual(stored);
  });

  it('replaces each invalid field with its default and drops unknown keys', () => {
    expect(
      parsePlayerSettings({
        version: 2,
        volume: 'loud',
        muted: 1,
        speed: null,
        autoplayNext: 'sideways',
        autoplayNextState: 'up',
        resumeState: 'maybe',
        quality: 'ultra',
        subtitles: 'not a language',
        extra: 5,
      }),
    ).toEqual(DEFAULT_PLAYER_SETTINGS);
  });

  it('clamps stored volume into 0..100 and speed into 0.5..3', () => {
    expect(parsePlayerSettings({ version: 2, volume: 700, speed: 9 })).toMatchObject({ volume: 100, speed: 3 });
    expect(parsePlayerSettings({ version: 2, volume: -1, speed: 0.1 })).toMatchObject({ volume: 0, speed: 0.5 });
    expect(parsePlayerSettings({ version: 2, volume: 0.5 })).toMatchObject({ volume: 0.5 });
  });

  it('keeps the fallback for non-finite numbers', () => {
    expect(clampVolume(Number.NaN, 30)).toBe(30);
    expect(clampSpeed(Number.POSITIVE_INFINITY, 1.25)).toBe(1.25);
    expect(clampSpeed(0)).toBe(1);
  });

  it('offers speeds from 0.5x to 3x', () => {
    expect(PLAYBACK_SPEEDS[0]).toBe(0.5);
    expect(PLAYBACK_SPEEDS[PLAYBACK_SPEEDS.length - 1]).toBe(3);
    expect(PLAYBACK_SPEEDS).toContain(1);
  });
});

describe('player settings: the first stored format', () => {
  it('scales a 0..1 volume to 0..100', () => {
    expect(parsePlayerSettings({ volume: 1, muted: false, speed: 1, autoplayNext: 'off' }).volume).toBe(100);
    expect(parsePlayerSettings({ volume: 0.25 }).volume).toBe(25);
    expect(parsePlayerSettings({ volume: 0 }).volume).toBe(0);
  });

  it('reads a legacy volume above 1 as a percentage already', () => {
    expect(parsePlayerSettings({ volume: 60 }).volume).toBe(60);
  });

  it("splits autoplayNext 'forward' / 'reverse' / 'off' into autoplayNext and autoplayNextState", () => {
    expect(parsePlayerSettings({ autoplayNext: 'forward' })).toMatchObject({ autoplayNext: true, autoplayNextState: 'forward' });
    expect(parsePlayerSettings({ autoplayNext: 'reverse' })).toMatchObject({ autoplayNext: true, autoplayNextState: 'reverse' });
    expect(parsePlayerSettings({ autoplayNext: 'off' })).toMatchObject({ autoplayNext: false, autoplayNextState: 'forward' });
  });

  it('keeps the legacy speed and mute', () => {
    expect(parsePlayerSettings({ volume: 0.4, muted: true, speed: 1.5, autoplayNext: 'off' })).toEqual({
      ...DEFAULT_PLAYER_SETTINGS,
      volume: 40,
      muted: true,
      speed: 1.5,
    });
  });
});

describe('player settings: repeat', () => {
  it('shows off while autoplay is off, else the direction', () => {
    expect(repeatModeOf({ autoplayNext: false, autoplayNextState: 'reverse' })).toBe('off');
    expect(repeatModeOf({ autoplayNext: true, autoplayNextState: 'reverse' })).toBe('reverse');
    expect(repeatModeOf({ autoplayNext: true, autoplayNextState: 'forward' })).toBe('forward');
  });

  it('turning repeat off keeps the last direction for next time', () => {
    expect(repeatSettings('off', { autoplayNextState: 'reverse' })).toEqual({ autoplayNext: false, autoplayNextState: 'reverse' });
    expect(repeatSettings('forward', { autoplayNextState: 'reverse' })).toEqual({ autoplayNext: true, autoplayNextState: 'forward' });
  });

  it('cycles off -> forward -> reverse -> off', () => {
    expect(nextRepeatMode('off')).toBe('forward');
    expect(nextRepeatMode('forward')).toBe('reverse');
    expect(nextRepeatMode('reverse')).toBe('off');
  });
});

describe('player settings: subtitles', () => {
  it('keeps language codes in lower case and rejects anything else', () => {
    expect(normalizeSubtitleLanguage('ENG')).toBe('eng');
    expect(normalizeSubtitleLanguage('pt-BR')).toBe('pt-br');
    expect(normalizeSubtitleLanguage('')).toBeNull();
    expect(normalizeSubtitleLanguage('english please')).toBeNull();
    expect(normalizeSubtitleLanguage(42)).toBeNull();
    expect(parsePlayerSettings({ version: 2, subtitles: 'spa' }).subtitles).toBe('spa');
  });
});
