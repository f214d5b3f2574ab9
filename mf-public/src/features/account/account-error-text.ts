// Turns what an account call threw into a sentence in the user's language (spec doc 2 §8; contract error codes).
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { ACCOUNT_ERROR_CODES } from '@sermon/shared-contracts/constants/accounts';
import { isApiError } from '@sermon/shared-contracts/errors/api-error';

const C = ACCOUNT_ERROR_CODES;

/** The server's texts, by error code, so each locale gets its own wording of the same message. */
const BY_CODE: Record<string, MessageDescriptor> = {
  [C.usernameTaken]: msg`This username is already taken.`,
  [C.emailTaken]: msg`An account with this e-mail address already exists.`,
  [C.userNotFound]: msg`No user found`,
  [C.invalidCredentials]: msg`The password is incorrect.`,
  [C.accountDisabled]: msg`This account is disabled.`,
  [C.invalidRefreshToken]: msg`Your session has expired. Please sign in again.`,
  [C.unauthorized]: msg`Please sign in.`,
  [C.tokenExpired]: msg`Your session has expired.`,
  [C.forbidden]: msg`You do not have permission to do this.`,
  [C.activationCodeInvalid]: msg`This verification code has already been used or is invalid.`,
  [C.resetCodeInvalid]: msg`This password reset code has already been used or is invalid.`,
  [C.deviceCodeInvalid]: msg`This code is invalid or has expired.`,
  [C.emailNotVerified]: msg`Please verify your e-mail address first.`,
  [C.unsupportedImage]: msg`Profile pictures must be JPEG or PNG images.`,
  [C.imageTooLarge]: msg`The picture is larger than 5 MB.`,
  [C.imageTooSmall]: msg`The picture must be at least 200 × 200 pixels.`,
  [C.currentPasswordRequired]: msg`Enter your current password to change this.`,
};

const NETWORK = msg`The server could not be reached. Check your connection and try again.`;
const UNKNOWN = msg`Something went wrong. Please try again.`;

/** Minutes to wait after a 429, read from the server's message ('... try again in 15 minutes.'). */
function retryMinutes(message: string): number {
  const found = /(\d+)/.exec(message);
  return found ? Number(found[1]) : 15;
}

/**
 * The text to show for a failed account call. A code we know is translated; a field error the server
 * worded (only reachable when the form's own checks were bypassed) is shown as the server wrote it.
 */
export function accountErrorText(i18n: I18n, error: unknown, fallback: MessageDescriptor = UNKNOWN): string {
  if (isApiError(error)) {
    if (error.apiCode === C.rateLimited) {
      const minutes = retryMinutes(error.message);
      return i18n._(msg`Too many attempts. Please try again in ${minutes} minutes.`);
    }
    const known = error.apiCode ? BY_CODE[error.apiCode] : undefined;
    if (known) return i18n._(known);
    const fieldTexts = Object.values(error.fieldErrors);
    if (fieldTexts.length > 0) return fieldTexts.join(' ');
    return error.httpStatus >= 500 ? i18n._(UNKNOWN) : i18n._(fallback);
  }
  if (error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError')) return i18n._(NETWORK);
  return i18n._(fallback);
}

/** Server texts per form field (400 answers with `errors.<field>`), for the fields a form shows them under. */
export function fieldErrorOf(error: unknown, field: string): string | null {
  return isApiError(error) ? (error.fieldErrors[field] ?? null) : null;
}
