// Texts for what went wrong on the device pages (the code calls share the account errors' wording).
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { ACCOUNT_ERROR_CODES } from '@sermon/shared-contracts/constants/accounts';
import { isApiError } from '@sermon/shared-contracts/errors/api-error';

/** The /activate and /devices/tv errors: an unknown or expired code, sign-in needed, or the server unreachable. */
export function accountErrorTextForDevice(i18n: I18n, error: unknown): string {
  if (isApiError(error)) {
    if (error.apiCode === ACCOUNT_ERROR_CODES.deviceCodeInvalid) return i18n._(msg`This code is invalid or has expired.`);
    if (error.apiCode === ACCOUNT_ERROR_CODES.unauthorized || error.apiCode === ACCOUNT_ERROR_CODES.tokenExpired) {
      return i18n._(msg`Please sign in.`);
    }
    if (error.apiCode === ACCOUNT_ERROR_CODES.rateLimited) return i18n._(msg`Too many attempts. Please wait a few minutes and try again.`);
  }
  if (error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError')) {
    return i18n._(msg`The server could not be reached. Check your connection and try again.`);
  }
  return i18n._(msg`Something went wrong. Please try again.`);
}
