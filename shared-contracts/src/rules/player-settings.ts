// Player settings (spec doc 1 §3 "Player settings"): the parts the player uses now, their defaults and bounds.
// Stored data can be stale or hand-edited, so every field is checked on its own and unknown keys are dropped.

export const AUTOPLAY_NEXT_MODES = ['off', 'forward', 'reverse'] as const;
export type AutoplayNext = (typeof AUTOPLAY_NEXT_MODES)[number];

/** Speeds offered in the speed menu. */
export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export const MIN_PLAYBACK_SPEED = 0.5;
export const MAX_PLAYBACK_SPEED = 2;

export interface PlayerSettings {
  /** 0..1 */
  volume: number;
  muted: boolean;
  speed: number;
  autoplayNext: AutoplayNext;
}

export const DEFAULT_PLAYER_SETTINGS: PlayerSettings = { volume: 1, muted: false, speed: 1, autoplayNext: 'off' };

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Volume is 0..1; anything not a number keeps the fallback. */
export function clampVolume(volume: number, fallback = DEFAULT_PLAYER_SETTINGS.volume): number {
  return Number.isFinite(volume) ? clamp(volume, 0, 1) : fallback;
}

export function clampSpeed(speed: number, fallback = DEFAULT_PLAYER_SETTINGS.speed): number {
  return Number.isFinite(speed) && speed > 0 ? clamp(speed, MIN_PLAYBACK_SPEED, MAX_PLAYBACK_SPEED) : fallback;
}

export function isAutoplayNext(value: unknown): value is AutoplayNext {
  return typeof value === 'string' && (AUTOPLAY_NEXT_MODES as readonly string[]).includes(value);
}

/** Reads stored settings field by field; whatever is missing or invalid takes its default. */
export function parsePlayerSettings(raw: unknown): PlayerSettings {
  const stored = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return {
    volume: typeof stored.volume === 'number' ? clampVolume(stored.volume) : DEFAULT_PLAYER_SETTINGS.volume,
    muted: typeof stored.muted === 'boolean' ? stored.muted : DEFAULT_PLAYER_SETTINGS.muted,
    speed: typeof stored.speed === 'number' ? clampSpeed(stored.speed) : DEFAULT_PLAYER_SETTINGS.speed,
    autoplayNext: isAutoplayNext(stored.autoplayNext) ? stored.autoplayNext : DEFAULT_PLAYER_SETTINGS.autoplayNext,
  };
}
