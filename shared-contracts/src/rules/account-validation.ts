// Text rules for accounts and comments (spec doc 1 §5 "Text rules"), shared by the forms and the server.
import {
  MAX_COMMENT_LENGTH,
  MAX_DISPLAY_NAME_LENGTH,
  MAX_EMAIL_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_USERNAME_LENGTH,
  MIN_COMMENT_LENGTH,
  MIN_PASSWORD_LENGTH,
  MIN_USERNAME_LENGTH,
} from '../constants/accounts';

export type PasswordProblem = 'tooShort' | 'tooLong' | 'needsLower' | 'needsUpperOrDigit';
export type UsernameProblem = 'tooShort' | 'tooLong' | 'badCharacters';
export type CommentProblem = 'tooShort' | 'tooLong';

/** At least MIN_PASSWORD_LENGTH characters, 1 lower-case letter, 1 upper-case letter or digit. */
export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) problems.push('tooShort');
  if (password.length > MAX_PASSWORD_LENGTH) problems.push('tooLong');
  if (!/\p{Ll}/u.test(password)) problems.push('needsLower');
  if (!/[\p{Lu}\d]/u.test(password)) problems.push('needsUpperOrDigit');
  return problems;
}

/** At least MIN_USERNAME_LENGTH characters of a-z A-Z 0-9 only. */
export function usernameProblems(username: string): UsernameProblem[] {
  const problems: UsernameProblem[] = [];
  if (username.length < MIN_USERNAME_LENGTH) problems.push('tooShort');
  if (username.length > MAX_USERNAME_LENGTH) problems.push('tooLong');
  if (!/^[a-zA-Z0-9]*$/.test(username)) problems.push('badCharacters');
  return problems;
}

/** A practical e-mail check: one @, a dot in the domain, no spaces (the activation mail proves the rest). */
export function isValidEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email);
}

/** Lower-cased and trimmed: e-mail addresses and usernames are unique regardless of case. */
export function normalizeIdentifier(value: string): string {
  return value.trim().toLowerCase();
}

export function displayNameProblems(name: string): Array<'tooLong'> {
  return name.trim().length > MAX_DISPLAY_NAME_LENGTH ? ['tooLong'] : [];
}

/** The name shown for a user: the display name, or the username when it is empty. */
export function displayNameOf(user: { username: string; display_name?: string | null }): string {
  const name = user.display_name?.trim();
  return name ? name : user.username;
}

/** Comment length is counted after trimming. */
export function commentProblems(text: string): CommentProblem[] {
  const length = text.trim().length;
  if (length < MIN_COMMENT_LENGTH) return ['tooShort'];
  if (length > MAX_COMMENT_LENGTH) return ['tooLong'];
  return [];
}
