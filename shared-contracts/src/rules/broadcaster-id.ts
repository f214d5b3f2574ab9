// The Broadcaster ID rule of the sign-up form (spec doc 1 §5 "Text rules"): '{min}-{max} characters, digits and
// lower-case letters, unique'. The form and the server check the same rule; uniqueness is the server's answer
// (GET node/broadcasters/{id}/available, and a 409 on the create itself, which settles races).
import { formatMessage } from '../errors/messages';

export const MIN_BROADCASTER_ID_LENGTH = 3;
export const MAX_BROADCASTER_ID_LENGTH = 30;

/** The rule's text with the bounds filled in. */
export const BROADCASTER_ID_RULE_TEXT = '{min}-{max} characters, digits and lower-case letters, unique';

export type BroadcasterIdProblem = 'tooShort' | 'tooLong' | 'badCharacters';

export function broadcasterIdProblems(id: string): BroadcasterIdProblem[] {
  const problems: BroadcasterIdProblem[] = [];
  if (id.length < MIN_BROADCASTER_ID_LENGTH) problems.push('tooShort');
  if (id.length > MAX_BROADCASTER_ID_LENGTH) problems.push('tooLong');
  if (!/^[a-z0-9]*$/.test(id)) problems.push('badCharacters');
  return problems;
}

export function isValidBroadcasterId(id: string): boolean {
  return broadcasterIdProblems(id).length === 0;
}

/** '3-30 characters, digits and lower-case letters, unique' */
export function broadcasterIdRuleText(): string {
  return formatMessage(BROADCASTER_ID_RULE_TEXT, { min: MIN_BROADCASTER_ID_LENGTH, max: MAX_BROADCASTER_ID_LENGTH });
}

/**
 * What a person probably meant while typing: trimmed and lower-cased ("GraceChapel " → "gracechapel"). Other
 * characters stay, so the rule still names them instead of the form silently dropping them.
 */
export function normalizeBroadcasterIdInput(value: string): string {
  return value.trim().toLowerCase();
}
