// POST node/users/login {broadcasterID, password, generate}: the legacy broadcaster credentials. Before user
// accounts, a broadcaster signed in with its Broadcaster ID and one shared password; presenting that password now
// links the signed-in user to the broadcaster as its Admin. An Admin can generate a new legacy password (shown
// once), which also retires the old one.
import type { FastifyRequest } from 'fastify';
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { BroadcasterLoginResult } from '@sermon/shared-contracts/api/broadcaster-login';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { broadcasterRolesOf } from '@sermon/shared-contracts/rules/roles';
import type { AppContext } from '../../app-context';
import { broadcasterRoles, broadcasters } from '../../db/schema';
import { HttpError } from '../../http/api-errors';
import { REQUIRED_TEXT } from '../accounts/field-texts';
import { FieldProblems, bodyOf, optionalBoolean, optionalText, requiredText } from '../accounts/request-body';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../auth/passwords';
import { loadRoles } from '../auth/auth-user';
import { RateLimiter, type RateRule } from '../auth/rate-limiter';
import { requireBroadcasterRole } from '../dashboard-access/broadcaster-access';
import { nowSeconds } from '../sermons/visibility';

export const BROADCASTER_LOGIN_FAILED_TEXT = 'The Broadcaster ID or password is incorrect.';
export const BROADCASTER_LOGIN_FAILED_CODE = 'INVALID_BROADCASTER_CREDENTIALS';

/** Guessing a shared password must stay slow whoever asks: per broadcaster, as the account logins count. */
export const BROADCASTER_LOGIN_FAILURES: RateRule = { name: 'broadcaster-login-failure:id', limit: 10, windowMs: 15 * 60_000 };

/** 14 characters from an alphabet without look-alikes (0/O, 1/l/I): easy to read out, ~80 bits. */
export function generateLegacyPassword(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let password = '';
  for (let i = 0; i < 14; i++) password += alphabet[randomInt(alphabet.length)];
  return password;
}

function incorrect(): HttpError {
  return new HttpError(401, BROADCASTER_LOGIN_FAILED_TEXT, BROADCASTER_LOGIN_FAILED_CODE);
}

export async function broadcasterLogin(ctx: AppContext, limiter: RateLimiter, request: FastifyRequest): Promise<BroadcasterLoginResult> {
  const caller = await ctx.auth.requireUser(request);
  const body = { ...bodyOf(request.query), ...bodyOf(request.body) };
  const problems = new FieldProblems();
  const broadcasterID = requiredText(body, 'broadcasterID', problems).trim();
  const generate = optionalBoolean(body, 'generate', problems) ?? false;
  const password = optionalText(body, 'password', problems) ?? '';
  if (!generate && !password) problems.add('password', REQUIRED_TEXT);
  problems.throwIfAny();

  if (generate) {
    const access = await requireBroadcasterRole(ctx, request, broadcasterID, BROADCASTER_ROLES.Admin);
    const fresh = generateLegacyPassword();
    await ctx.db.update(broadcasters).set({ legacyPasswordHash: await hashPassword(fresh) }).where(eq(broadcasters.id, access.broadcaster.id));
    return { broadcasterID: access.broadcaster.id, roles: access.roles, password: fresh };
  }

  await limiter.check(BROADCASTER_LOGIN_FAILURES, broadcasterID);
  const [row] = await ctx.db
    .select({ id: broadcasters.id, hash: broadcasters.legacyPasswordHash })
    .from(broadcasters)
    .where(eq(broadcasters.id, broadcasterID))
    .limit(1);
  // the same work whether or not the broadcaster exists, so the answer time tells nothing
  const valid = row?.hash ? await verifyPassword(row.hash, password) : (await verifyAgainstDecoy(password), false);
  if (!row || !valid) {
    await limiter.take(BROADCASTER_LOGIN_FAILURES, broadcasterID);
    throw incorrect();
  }
  await ctx.db
    .insert(broadcasterRoles)
    .values({ userId: caller.id, broadcasterId: row.id, role: BROADCASTER_ROLES.Admin, grantedAt: nowSeconds() })
    .onConflictDoNothing();
  return { broadcasterID: row.id, roles: broadcasterRolesOf(await loadRoles(ctx.db, caller.id), row.id) };
}
