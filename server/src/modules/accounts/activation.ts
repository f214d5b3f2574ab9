// E-mail verification: POST site/activations/{code}/activate and the resend call.
import type { FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { ACCOUNT_ERROR_CODES, ACCOUNT_MESSAGES } from '@sermon/shared-contracts/constants/accounts';
import type { AppContext } from '../../app-context';
import { users } from '../../db/schema';
import { HttpError } from '../../http/api-errors';
import { RATE_RULES, type RateLimiter } from '../auth/rate-limiter';
import { sendActivationMail } from './account-mail';
import { findUserByLogin } from './account-repo';
import { consumeEmailCode } from './email-codes';
import { bodyOf, FieldProblems, requiredText } from './request-body';

function activationCodeInvalid(): HttpError {
  return new HttpError(400, ACCOUNT_MESSAGES.verificationCodeInvalid, ACCOUNT_ERROR_CODES.activationCodeInvalid);
}

/**
 * Uses the code and verifies the address it was sent to. A code for an address the account no longer has
 * (the e-mail changed since) verifies nothing: it is refused like a used code.
 */
export async function activate(ctx: Pick<AppContext, 'db'>, code: string): Promise<{ verified: true; username: string }> {
  const used = await consumeEmailCode(ctx.db, code, 'activation');
  if (!used) throw activationCodeInvalid();
  const [row] = await ctx.db
    .update(users)
    .set({ verified: true })
    .where(and(eq(users.id, used.userId), sql`lower(${users.email}) = lower(${used.email})`))
    .returning({ username: users.username });
  if (!row) throw activationCodeInvalid();
  return { verified: true, username: row.username };
}

/**
 * POST site/activations/resend {username}: a new mail for an unverified account. The answer is the same whether
 * or not the account exists; the per-account bucket is keyed by the name asked for when there is no account, so
 * the 429 does not tell existing accounts apart either.
 */
export async function resendActivation(ctx: AppContext, limiter: RateLimiter, request: FastifyRequest, rawBody: unknown): Promise<void> {
  const problems = new FieldProblems();
  const login = requiredText(bodyOf(rawBody), 'username', problems).trim();
  problems.throwIfAny();
  await limiter.take(RATE_RULES.resendRequestsPerAddress, request.ip);
  const user = await findUserByLogin(ctx.db, login);
  await limiter.take(RATE_RULES.resendRequestsPerAccount, user ? `user-${user.id}` : `name-${login}`);
  if (!user || user.verified || user.disabled) return;
  await sendActivationMail(ctx, request, { id: user.id, username: user.username, email: user.email, displayName: user.displayName });
}
