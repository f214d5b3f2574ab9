// Player settings (spec doc 1 §3 "Player settings: volume, muted, autoplayNext, autoplayNextState, resumeState,
// speed, quality, subtitles"): their defaults and bounds, and how stored values are read back.
// Stored data can be stale (an older format), hand-edited or corrupt, so every field is checked on its own and
// unknown keys are dropped.

/** Which way autoplay goes at the end of a sermon: the next of the list, or the previous. */
export const AUTOPLAY_NEXT_STATES = ['forward', 'reverse'] as const;
export type AutoplayNextState = (typeof AUTOPLAY_NEXT_STATES)[number];

/** What the Repeat control shows and sets: off, or autoplay on in one direction (wrapping round the list). */
export const REPEAT_MODES = ['off', 'forward', 'reverse'] as const;
export type RepeatMode = (typeof REPEAT_MODES)[number];

/** What to do with a saved play position: ask the listener, resume there, or start from the beginning. */
export const RESUME_STATES = ['ask', 'resume', 'restart'] as const;
export type ResumeState = (typeof RESUME_STATES)[number];

/** high = the first (highest) file rendition; low = the last (lowest); adaptive streams cap their level at low. */
export const PLAYER_QUALITIES = ['high', 'low'] as const;
export type PlayerQuality = (typeof PLAYER_QUALITIES)[number];

/** Speeds offered in the speed menu. */
export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.5, 3] as const;
export const MIN_PLAYBACK_SPEED = 0.5;
export const MAX_PLAYBACK_SPEED = 3;

export const MIN_VOLUME = 0;
export const MAX_VOLUME = 100;

/** Written with every save, so a later reader can tell this format from the first one (volume 0..1). */
export const PLAYER_SETTINGS_VERSION = 2;

export interface PlayerSettings {
  /** 0..100 (the media element gets volume / 100) */
  volume: number;
  muted: boolean;
  /** play on at the end of a sermon (the Repeat control is off when false) */
  autoplayNext: boolean;
  autoplayNextState: AutoplayNextState;
  resumeState: ResumeState;
  /** 0.5..3 */
  speed: number;
  quality: PlayerQuality;
  /** ISO 639-3 code of the captions shown, null = captions off */
  subtitles: string | null;
}

export const DEFAULT_PLAYER_SETTINGS: PlayerSettings = {
  volume: 100,
  muted: false,
  autoplayNext: false,
  autoplayNextState: 'forward',
  resumeState: 'ask',
  speed: 1,
  quality: 'high',
  subtitles: null,
};

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Volume is 0..100; anything not a number keeps the fallback. */
export function clampVolume(volume: number, fallback = DEFAULT_PLAYER_SETTINGS.volume): number {
  return Number.isFinite(volume) ? clamp(volume, MIN_VOLUME, MAX_VOLUME) : fallback;
}

export function clampSpeed(speed: number, fallback = DEFAULT_PLAYER_SETTINGS.speed): number {
  return Number.isFinite(speed) && speed > 0 ? clamp(speed, MIN_PLAYBACK_SPEED, MAX_PLAYBACK_SPEED) : fallback;
}

function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

export function isRepeatMode(value: unknown): value is RepeatMode {
  return isOneOf(REPEAT_MODES, value);
}

export function isResumeState(value: unknown): value is ResumeState {
  return isOneOf(RESUME_STATES, value);
}

export function isPlayerQuality(value: unknown): value is PlayerQuality {
  return isOneOf(PLAYER_QUALITIES, value);
}

/**
 * A caption language code as the settings keep it (lower case), or null when `value` is not one. ISO 639-3 is
 * expected ('eng'); two-letter codes and a region/script suffix ('pt-br') are accepted so nothing valid is lost.
 */
export function normalizeSubtitleLanguage(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toLowerCase();
  return /^[a-z]{2,3}(-[a-z0-9]{2,8})?$/.test(code) ? code : null;
}

/** The Repeat control's value for a pair of settings: off unless autoplay is on. */
export function repeatModeOf(settings: Pick<PlayerSettings, 'autoplayNext' | 'autoplayNextState'>): RepeatMode {
  return settings.autoplayNext ? settings.autoplayNextState : 'off';
}

/** The settings a Repeat choice stands for; off keeps the last direction so turning it on again restores it. */
export function repeatSettings(
  mode: RepeatMode,
  current: Pick<PlayerSettings, 'autoplayNextState'>,
): Pick<PlayerSettings, 'autoplayNext' | 'autoplayNextState'> {
  return mode === 'off'
    ? { autoplayNext: false, autoplayNextState: current.autoplayNextState }
    : { autoplayNext: true, autoplayNextState: mode };
}

/** The next Repeat mode when the control is pressed: off -> forward -> reverse -> off. */
export function nextRepeatMode(mode: RepeatMode): RepeatMode {
  return REPEAT_MODES[(REPEAT_MODES.indexOf(mode) + 1) % REPEAT_MODES.length]!;
}

/**
 * Reads stored settings field by field; whatever is missing or invalid takes its default.
 * The first format (no `version`) kept volume as 0..1 and autoplayNext as 'off' | 'forward' | 'reverse':
 * its volume is scaled to 0..100 and its autoplayNext split into autoplayNext + autoplayNextState.
 */
export function parsePlayerSettings(raw: unknown): PlayerSettings {
  const stored = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const legacy = stored.version === undefined;
  const defaults = DEFAULT_PLAYER_SETTINGS;

  let volume = defaults.volume;
  if (typeof stored.volume === 'number' && Number.isFinite(stored.volume)) {
    // A legacy value above 1 cannot have been a fraction: it is read as a percentage already.
    volume = clampVolume(legacy && stored.volume <= 1 ? stored.volume * 100 : stored.volume);
  }

  let autoplayNext = defaults.autoplayNext;
  let autoplayNextState = isOneOf(AUTOPLAY_NEXT_STATES, stored.autoplayNextState)
    ? stored.autoplayNextState
    : defaults.autoplayNextState;
  if (typeof stored.autoplayNext === 'boolean') autoplayNext = stored.autoplayNext;
  else if (isRepeatMode(stored.autoplayNext)) {
    ({ autoplayNext, autoplayNextState } = repeatSettings(stored.autoplayNext, { autoplayNextState }));
  }

  return {
    volume,
    muted: typeof stored.muted === 'boolean' ? stored.muted : defaults.muted,
    autoplayNext,
    autoplayNextState,
    resumeState: isResumeState(stored.resumeState) ? stored.resumeState : defaults.resumeState,
    speed: typeof stored.speed === 'number' ? clampSpeed(stored.speed) : defaults.speed,
    quality: isPlayerQuality(stored.quality) ? stored.quality : defaults.quality,
    subtitles: normalizeSubtitleLanguage(stored.subtitles),
  };
}

/** What is written to storage: the settings with the format version. */
export function serializePlayerSettings(settings: PlayerSettings): Record<string, unknown> {
  return { version: PLAYER_SETTINGS_VERSION, ...settings };
}
