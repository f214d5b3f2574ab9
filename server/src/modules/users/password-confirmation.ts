// Sensitive account changes (e-mail, password, deleting the account) are confirmed with the current password.
// Wrong guesses are rate-limited per account like logins, so a stolen access token cannot be used to find the
// password by trying.
import { eq } from 'drizzle-orm';
import { ACCOUNT_ERROR_CODES, ACCOUNT_MESSAGES } from '@sermon/shared-contracts/constants/accounts';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { HttpError } from '../../http/api-errors';
import { verifyPassword } from '../auth/passwords';
import { RateLimiter, type RateRule } from '../auth/rate-limiter';

export const PASSWORD_CONFIRMATION_FAILURES: RateRule = { name: 'password-confirm-failure:account', limit: 10, windowMs: 15 * 60_000 };

export function currentPasswordRequired(field = 'current_password'): HttpError {
  return new HttpError(400, ACCOUNT_MESSAGES.currentPasswordRequired, ACCOUNT_ERROR_CODES.currentPasswordRequired, {
    [field]: ACCOUNT_MESSAGES.currentPasswordRequired,
  });
}

/** Resolves when `password` is the user's password; 401 INVALID_CREDENTIALS otherwise, 429 after too many misses. */
export async function confirmPassword(db: Db, userId: number, password: string, field = 'current_password'): Promise<void> {
  const limiter = new RateLimiter(db);
  await limiter.check(PASSWORD_CONFIRMATION_FAILURES, userId);
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (row && (await verifyPassword(row.passwordHash, password))) return;
  await limiter.take(PASSWORD_CONFIRMATION_FAILURES, userId);
  throw new HttpError(401, ACCOUNT_MESSAGES.wrongPassword, ACCOUNT_ERROR_CODES.invalidCredentials, { [field]: ACCOUNT_MESSAGES.wrongPassword });
}
