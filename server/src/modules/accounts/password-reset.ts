// Password reset: the request mails a one-hour code; the reset sets the password and ends every session.
import type { FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { ACCOUNT_ERROR_CODES, ACCOUNT_MESSAGES } from '@sermon/shared-contracts/constants/accounts';
import type { AppContext } from '../../app-context';
import { users } from '../../db/schema';
import { HttpError } from '../../http/api-errors';
import { hashPassword } from '../auth/passwords';
import { RATE_RULES, type RateLimiter } from '../auth/rate-limiter';
import { revokeAllRefreshTokens } from '../auth/refresh-tokens';
import { sendPasswordResetMail } from './account-mail';
import { findUserByLogin } from './account-repo';
import { consumeEmailCode, retireEmailCodes } from './email-codes';
import { passwordText } from './field-texts';
import { bodyOf, FieldProblems, requiredText } from './request-body';

/**
 * POST site/users/{username}/requestreset: 204 whether or not the account exists. Limited per address and per
 * account (keyed by the name asked for when there is no account, so a 429 tells nothing about existence).
 */
export async function requestPasswordReset(ctx: AppContext, limiter: RateLimiter, request: FastifyRequest, login: string): Promise<void> {
  await limiter.take(RATE_RULES.resetRequestsPerAddress, request.ip);
  const user = await findUserByLogin(ctx.db, login.trim());
  await limiter.take(RATE_RULES.resetRequestsPerAccount, user ? `user-${user.id}` : `name-${login.trim()}`);
  if (!user || user.disabled) return;
  await sendPasswordResetMail(ctx, request, { id: user.id, username: user.username, email: user.email, displayName: user.displayName });
}

function resetCodeInvalid(): HttpError {
  return new HttpError(400, ACCOUNT_MESSAGES.resetCodeInvalid, ACCOUNT_ERROR_CODES.resetCodeInvalid);
}

/**
 * POST site/users/reset: the password is checked before the code is used, so a too-weak choice can be corrected
 * with the same mail. The code proves the reader owns the address it went to; when that is still the account's
 * address the account counts as verified. Every session ends, and so do the account's other reset codes.
 */
export async function resetPassword(ctx: AppContext, limiter: RateLimiter, rawBody: unknown): Promise<void> {
  const body = bodyOf(rawBody);
  const problems = new FieldProblems();
  const code = requiredText(body, 'password_reset_code', problems);
  const password = requiredText(body, 'password', problems);
  if (!problems.has('password')) problems.add('password', passwordText(password));
  if (problems.has('password_reset_code')) throw resetCodeInvalid();
  problems.throwIfAny();

  const used = await consumeEmailCode(ctx.db, code, 'reset');
  if (!used) throw resetCodeInvalid();
  const passwordHash = await hashPassword(password);
  const [row] = await ctx.db
    .update(users)
    .set({ passwordHash, verified: true })
    .where(and(eq(users.id, used.userId), sql`lower(${users.email}) = lower(${used.email})`))
    .returning({ id: users.id });
  // The address changed after the mail was sent: that mailbox no longer speaks for the account.
  if (!row) throw resetCodeInvalid();
  await revokeAllRefreshTokens(ctx.db, row.id);
  await retireEmailCodes(ctx.db, row.id, 'reset');
  await limiter.clear(RATE_RULES.loginFailuresPerAccount, row.id);
}
