// The shared account rules' problem keys as the texts a 400 carries per field (the UI translates the keys itself).
import {
  MAX_DISPLAY_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_USERNAME_LENGTH,
  MIN_PASSWORD_LENGTH,
  MIN_USERNAME_LENGTH,
} from '@sermon/shared-contracts/constants/accounts';
import {
  displayNameProblems,
  isValidEmail,
  passwordProblems,
  usernameProblems,
  type PasswordProblem,
  type UsernameProblem,
} from '@sermon/shared-contracts/rules/account-validation';

const PASSWORD_TEXTS: Record<PasswordProblem, string> = {
  tooShort: `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
  tooLong: `Use at most ${MAX_PASSWORD_LENGTH} characters.`,
  needsLower: 'Use at least one lower-case letter.',
  needsUpperOrDigit: 'Use at least one upper-case letter or digit.',
};

const USERNAME_TEXTS: Record<UsernameProblem, string> = {
  tooShort: `Use at least ${MIN_USERNAME_LENGTH} characters.`,
  tooLong: `Use at most ${MAX_USERNAME_LENGTH} characters.`,
  badCharacters: 'Use only letters a-z, A-Z and digits 0-9.',
};

export const EMAIL_TEXT = 'Enter a valid e-mail address.';
export const DISPLAY_NAME_TEXT = `Use at most ${MAX_DISPLAY_NAME_LENGTH} characters.`;
export const REQUIRED_TEXT = 'This field is required.';
export const NOT_TEXT = 'Send this field as text.';
export const NOT_BOOLEAN = 'Send true or false.';

/** null when the password passes every rule, else every broken rule in one sentence list. */
export function passwordText(password: string): string | null {
  const problems = passwordProblems(password);
  return problems.length ? problems.map((problem) => PASSWORD_TEXTS[problem]).join(' ') : null;
}

export function usernameText(username: string): string | null {
  const problems = usernameProblems(username);
  return problems.length ? problems.map((problem) => USERNAME_TEXTS[problem]).join(' ') : null;
}

export function emailText(email: string): string | null {
  return isValidEmail(email) ? null : EMAIL_TEXT;
}

export function displayNameText(name: string): string | null {
  return displayNameProblems(name).length ? DISPLAY_NAME_TEXT : null;
}
