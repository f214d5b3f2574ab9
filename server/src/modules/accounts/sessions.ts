// Refresh, logout and logout_all: the life of a session after sign-in.
import { ACCOUNT_ERROR_CODES, ACCOUNT_MESSAGES } from '@sermon/shared-contracts/constants/accounts';
import type { LoginTokens } from '@sermon/shared-contracts/entities/user';
import type { AppContext } from '../../app-context';
import { HttpError } from '../../http/api-errors';
import { loginTokensFor } from '../auth/login-tokens';
import { lookUpRefreshToken, revokeAllRefreshTokens, revokeFamilyOfToken, rotateRefreshToken } from '../auth/refresh-tokens';
import { bodyOf, FieldProblems, requiredText } from './request-body';

/** Longer than any refresh token we issue (43 characters). */
const MAX_REFRESH_TOKEN_LENGTH = 128;

function refreshInvalid(): HttpError {
  return new HttpError(401, ACCOUNT_MESSAGES.refreshInvalid, ACCOUNT_ERROR_CODES.invalidRefreshToken);
}

function refreshTokenOf(rawBody: unknown): string {
  const problems = new FieldProblems();
  const token = requiredText(bodyOf(rawBody), 'refresh_token', problems);
  problems.throwIfAny();
  return token;
}

/** Unknown, expired, revoked and reused tokens all get the same 401: the client resets its session. */
export async function refreshSession(ctx: Pick<AppContext, 'db' | 'tokens'>, rawBody: unknown): Promise<LoginTokens> {
  const token = refreshTokenOf(rawBody);
  if (token.length > MAX_REFRESH_TOKEN_LENGTH) throw refreshInvalid();
  const known = await lookUpRefreshToken(ctx.db, token);
  if (!known) throw refreshInvalid();
  if (known.userDisabled) throw new HttpError(403, ACCOUNT_MESSAGES.accountDisabled, ACCOUNT_ERROR_CODES.accountDisabled);
  const rotated = await rotateRefreshToken(ctx.db, token);
  if (!rotated.ok) throw refreshInvalid();
  return loginTokensFor(ctx.tokens, rotated);
}

/** Idempotent: an unknown or already revoked token is fine (the client is signed out either way). */
export async function logOut(ctx: Pick<AppContext, 'db'>, rawBody: unknown): Promise<void> {
  const token = refreshTokenOf(rawBody);
  if (token.length > MAX_REFRESH_TOKEN_LENGTH) return;
  await revokeFamilyOfToken(ctx.db, token);
}

export async function logOutEverywhere(ctx: Pick<AppContext, 'db'>, userId: number): Promise<void> {
  await revokeAllRefreshTokens(ctx.db, userId);
}
