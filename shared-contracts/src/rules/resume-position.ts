// When a saved play position is worth offering as "Resume from 12:34" (issue 3: the player resumes where the listener stopped).
import { RESUME_END_MARGIN_SECONDS, RESUME_MIN_SECONDS } from '../constants/accounts';

/**
 * The position to offer, or null: a few seconds in is not worth a question, and a position in the last
 * seconds means the sermon was heard to the end. Without a known duration only the lower bound applies.
 */
export function resumablePosition(playPosition: number | null | undefined, durationSeconds: number | null | undefined): number | null {
  if (typeof playPosition !== 'number' || !Number.isFinite(playPosition)) return null;
  if (playPosition < RESUME_MIN_SECONDS) return null;
  const duration = typeof durationSeconds === 'number' && Number.isFinite(durationSeconds) && durationSeconds > 0 ? durationSeconds : null;
  if (duration !== null && playPosition > duration - RESUME_END_MARGIN_SECONDS) return null;
  return playPosition;
}
