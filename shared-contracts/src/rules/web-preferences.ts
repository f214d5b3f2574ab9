// Web preferences are stored as JSON text; only known keys survive (spec doc 1 §3 "User").
import { DISMISSIBLE_MESSAGES, type DismissibleMessage, type WebPreferences } from '../entities/user';

export const DEFAULT_WEB_PREFERENCES: WebPreferences = { showDesktopNav: true, showTranscripts: false };

const MAX_MULTIVIEW_IDS = 16;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The known keys of `source` whose values have the right type; everything else is left out. */
function validEntries(source: Record<string, unknown>): Partial<WebPreferences> {
  const result: Partial<WebPreferences> = {};
  if (typeof source.t === 'number' && Number.isFinite(source.t)) result.t = source.t;
  if (Array.isArray(source.shown)) {
    const shown = source.shown.filter((key): key is DismissibleMessage =>
      (DISMISSIBLE_MESSAGES as readonly unknown[]).includes(key),
    );
    result.shown = [...new Set(shown)];
  }
  if (typeof source.multiviewId === 'string' || typeof source.multiviewId === 'number') result.multiviewId = String(source.multiviewId);
  if (Array.isArray(source.multiviewIds)) {
    result.multiviewIds = source.multiviewIds
      .filter((id) => typeof id === 'string' || typeof id === 'number')
      .map(String)
      .slice(0, MAX_MULTIVIEW_IDS);
  }
  if (typeof source.showDesktopNav === 'boolean') result.showDesktopNav = source.showDesktopNav;
  if (typeof source.showTranscripts === 'boolean') result.showTranscripts = source.showTranscripts;
  return result;
}

function asRecord(input: string | unknown): Record<string, unknown> {
  const value = typeof input === 'string' ? safeParse(input) : input;
  return isRecord(value) ? value : {};
}

/** Keeps the known keys with values of the right type; anything else is dropped, invalid JSON gives the defaults. */
export function sanitizeWebPreferences(input: string | unknown): WebPreferences {
  return { ...DEFAULT_WEB_PREFERENCES, ...validEntries(asRecord(input)) };
}

/**
 * Merges a patch into the stored preferences (both sanitized) and returns the JSON text to store. A value of the
 * wrong type in the patch is ignored: it leaves the stored value as it was rather than resetting it to the default.
 */
export function mergeWebPreferences(stored: string, patch: string | unknown): string {
  const merged: WebPreferences = { ...sanitizeWebPreferences(stored), ...validEntries(asRecord(patch)) };
  return JSON.stringify(merged);
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}
