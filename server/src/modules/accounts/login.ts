// POST site/users/{username}/login: password check with the per-address and per-account limits.
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { ACCOUNT_ERROR_CODES, ACCOUNT_MESSAGES, MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from '@sermon/shared-contracts/constants/accounts';
import type { LoginTokens } from '@sermon/shared-contracts/entities/user';
import type { AppContext } from '../../app-context';
import { users } from '../../db/schema';
import { HttpError } from '../../http/api-errors';
import { startSession } from '../auth/login-tokens';
import { verifyAgainstDecoy, verifyPassword } from '../auth/passwords';
import { RATE_RULES, type RateLimiter } from '../auth/rate-limiter';
import { findUserByLogin } from './account-repo';
import { bodyOf, FieldProblems, optionalBoolean, requiredText } from './request-body';

function noUser(): HttpError {
  return new HttpError(404, ACCOUNT_MESSAGES.noUser, ACCOUNT_ERROR_CODES.userNotFound);
}

/**
 * Order matters: the address limit first (every attempt counts), then the account's failure slot is reserved
 * before the password is checked, so parallel guesses cannot run past the limit; a correct password frees the
 * account's bucket. The answer for a disabled account comes only after the right password, so the state of an
 * account is not revealed to someone guessing.
 */
export async function logIn(ctx: AppContext, limiter: RateLimiter, request: FastifyRequest, login: string, rawBody: unknown): Promise<LoginTokens> {
  const body = bodyOf(rawBody);
  const problems = new FieldProblems();
  const password = requiredText(body, 'password', problems);
  // `remember` decides the browser cookie's lifetime (the shell's business); read only to refuse a wrong type.
  optionalBoolean(body, 'remember', problems);
  if (login.length > MAX_EMAIL_LENGTH) problems.add('username', `Use at most ${MAX_EMAIL_LENGTH} characters.`);
  // No account has a longer password, and hashing megabytes on request would be a cheap way to load the server.
  if (password.length > MAX_PASSWORD_LENGTH) problems.add('password', ACCOUNT_MESSAGES.wrongPassword);
  problems.throwIfAny();

  await limiter.take(RATE_RULES.loginAttemptsPerAddress, request.ip);
  const user = await findUserByLogin(ctx.db, login.trim());
  if (!user) {
    await verifyAgainstDecoy(password);
    throw noUser();
  }
  await limiter.take(RATE_RULES.loginFailuresPerAccount, user.id);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new HttpError(401, ACCOUNT_MESSAGES.wrongPassword, ACCOUNT_ERROR_CODES.invalidCredentials);
  }
  await limiter.clear(RATE_RULES.loginFailuresPerAccount, user.id);
  if (user.disabled) throw new HttpError(403, ACCOUNT_MESSAGES.accountDisabled, ACCOUNT_ERROR_CODES.accountDisabled);
  await ctx.db.update(users).set({ lastLoginAt: Math.floor(Date.now() / 1000) }).where(eq(users.id, user.id));
  return startSession(ctx.db, ctx.tokens, user.id);
}
