// Whether the transcript panel shows: the signed-in listener's site preference showTranscripts (spec doc 1 §3).
import { useSession } from '@sermon/shared-contracts/mf/use-session';

/**
 * The preference as the listener set it in their web preferences (JSON text). Unset, unreadable or not a boolean
 * means shown: the panel is part of the player until someone turns it off. (sanitizeWebPreferences cannot tell
 * "unset" from "off", as it fills in the stored default, so the raw text is read here.)
 */
export function showTranscriptsPreference(webPreferences: string | null | undefined): boolean {
  if (!webPreferences) return true;
  try {
    const value: unknown = JSON.parse(webPreferences);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const setting = (value as Record<string, unknown>).showTranscripts;
      if (typeof setting === 'boolean') return setting;
    }
  } catch {
    // invalid JSON: treated as unset
  }
  return true;
}

/** True when signed out (or while the session loads) and when the signed-in listener left the preference unset. */
export function useShowTranscripts(): boolean {
  const { status, user } = useSession();
  if (status !== 'signed-in' || !user) return true;
  return showTranscriptsPreference(user.web_preferences);
}
