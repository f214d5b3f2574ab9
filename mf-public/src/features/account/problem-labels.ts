// Translated texts of the shared account rules' problem keys (spec doc 1 §5 "Text rules").
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { MAX_DISPLAY_NAME_LENGTH, MAX_PASSWORD_LENGTH, MAX_USERNAME_LENGTH, MIN_PASSWORD_LENGTH, MIN_USERNAME_LENGTH } from '@sermon/shared-contracts/constants/accounts';
import type { PasswordProblem, UsernameProblem } from '@sermon/shared-contracts/rules/account-validation';

const minPasswordLength = MIN_PASSWORD_LENGTH;
const maxPasswordLength = MAX_PASSWORD_LENGTH;
const minUsernameLength = MIN_USERNAME_LENGTH;
const maxUsernameLength = MAX_USERNAME_LENGTH;
const maxDisplayNameLength = MAX_DISPLAY_NAME_LENGTH;

/** Each password rule as a requirement the form ticks off while the user types. */
export const PASSWORD_RULES: ReadonlyArray<{ problem: PasswordProblem; label: MessageDescriptor }> = [
  { problem: 'tooShort', label: msg`At least ${minPasswordLength} characters` },
  { problem: 'needsLower', label: msg`1 lower-case letter` },
  { problem: 'needsUpperOrDigit', label: msg`1 upper-case letter or digit` },
];

const PASSWORD_PROBLEMS: Record<PasswordProblem, MessageDescriptor> = {
  tooShort: msg`The password needs at least ${minPasswordLength} characters.`,
  tooLong: msg`The password may have at most ${maxPasswordLength} characters.`,
  needsLower: msg`The password needs 1 lower-case letter.`,
  needsUpperOrDigit: msg`The password needs 1 upper-case letter or digit.`,
};

const USERNAME_PROBLEMS: Record<UsernameProblem, MessageDescriptor> = {
  tooShort: msg`The username needs at least ${minUsernameLength} characters.`,
  tooLong: msg`The username may have at most ${maxUsernameLength} characters.`,
  badCharacters: msg`Use only the letters a-z, A-Z and the digits 0-9.`,
};

export const EMAIL_INVALID = msg`Enter an e-mail address such as name@example.org.`;
export const PASSWORDS_DIFFER = msg`The passwords do not match.`;
export const DISPLAY_NAME_TOO_LONG = msg`The name may have at most ${maxDisplayNameLength} characters.`;

export function passwordProblemTexts(i18n: I18n, problems: readonly PasswordProblem[]): string[] {
  return problems.map((problem) => i18n._(PASSWORD_PROBLEMS[problem]));
}

export function usernameProblemTexts(i18n: I18n, problems: readonly UsernameProblem[]): string[] {
  return problems.map((problem) => i18n._(USERNAME_PROBLEMS[problem]));
}
