// The listener's site preference showTranscripts (spec doc 1 §3: default false): whether the expanded player opens
// with its transcript panel. Only a signed-in listener has preferences; everyone else gets the default.
import { useSession } from '@sermon/shared-contracts/mf/use-session';
import { sanitizeWebPreferences } from '@sermon/shared-contracts/rules/web-preferences';

/** False when signed out, while the session loads, and when the signed-in listener never set it. */
export function useShowTranscripts(): boolean {
  const { status, user } = useSession();
  if (status !== 'signed-in' || !user) return false;
  return sanitizeWebPreferences(user.web_preferences).showTranscripts;
}
