// Signing a TV in by code (the device authorization grant of RFC 8628): the TV asks for a code pair, shows the
// user code, and polls with the device code; a signed-in user approves the user code at /activate; the next poll
// receives a token pair, once.
import { and, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { ACCOUNT_ERROR_CODES, ACCOUNT_MESSAGES, DEVICE_CODE_SECONDS, DEVICE_POLL_SECONDS } from '@sermon/shared-contracts/constants/accounts';
import type { DeviceCode, LoginTokens } from '@sermon/shared-contracts/entities/user';
import type { AppContext } from '../../app-context';
import { deviceCodes, users } from '../../db/schema';
import { HttpError } from '../../http/api-errors';
import { startSession } from '../auth/login-tokens';
import { RATE_RULES, type RateLimiter } from '../auth/rate-limiter';
import { hashToken, newOpaqueToken, newUserCode, normalizeUserCode } from '../auth/secret-tokens';
import { bodyOf, FieldProblems, requiredText } from './request-body';

export const DEVICE_VERIFICATION_PATH = '/activate';
const MAX_DEVICE_CODE_LENGTH = 128;
/** Clock readings are whole seconds and timers drift: a poll up to one second early is still on time. */
const POLL_TOLERANCE_SECONDS = 1;
const USER_CODE_TRIES = 5;

const PENDING_TEXT = 'Waiting for the code to be entered.';
const SLOW_DOWN_TEXT = `Polling too often: wait ${DEVICE_POLL_SECONDS} seconds between requests.`;

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

function deviceError(code: string, message: string): HttpError {
  return new HttpError(400, message, code);
}

function expiredToken(): HttpError {
  return deviceError(ACCOUNT_ERROR_CODES.expiredToken, ACCOUNT_MESSAGES.deviceCodeInvalid);
}

/** POST site/device/code. The user code is unique among codes that can still be approved. */
export async function createDeviceCode(ctx: Pick<AppContext, 'db'>): Promise<DeviceCode> {
  const now = nowSeconds();
  const deviceCode = newOpaqueToken();
  for (let attempt = 0; attempt < USER_CODE_TRIES; attempt++) {
    const userCode = newUserCode();
    const [clash] = await ctx.db
      .select({ id: deviceCodes.id })
      .from(deviceCodes)
      .where(and(eq(deviceCodes.userCode, userCode), gt(deviceCodes.expiresAt, now)))
      .limit(1);
    if (clash) continue;
    await ctx.db.insert(deviceCodes).values({
      deviceCodeHash: hashToken(deviceCode),
      userCode,
      createdAt: now,
      expiresAt: now + DEVICE_CODE_SECONDS,
    });
    return {
      device_code: deviceCode,
      user_code: userCode,
      verification_uri: DEVICE_VERIFICATION_PATH,
      expires_in: DEVICE_CODE_SECONDS,
      interval: DEVICE_POLL_SECONDS,
    };
  }
  // 24^8 codes and a handful alive at once: reaching this means the random source is broken.
  throw new Error('could not find a free device user code');
}

/**
 * POST site/device/token {device_code}. Each poll stamps last_polled_at in the same UPDATE that checks the
 * interval, so two polls racing cannot both pass; the approved code is consumed by one conditional UPDATE, so
 * the tokens are handed out once.
 */
export async function pollDeviceToken(ctx: Pick<AppContext, 'db' | 'tokens'>, rawBody: unknown): Promise<LoginTokens> {
  const problems = new FieldProblems();
  const deviceCode = requiredText(bodyOf(rawBody), 'device_code', problems);
  problems.throwIfAny();
  if (deviceCode.length > MAX_DEVICE_CODE_LENGTH) throw expiredToken();
  const codeHash = hashToken(deviceCode);
  const now = nowSeconds();

  const [polled] = await ctx.db
    .update(deviceCodes)
    .set({ lastPolledAt: now })
    .where(
      and(
        eq(deviceCodes.deviceCodeHash, codeHash),
        or(isNull(deviceCodes.lastPolledAt), lte(deviceCodes.lastPolledAt, now - (DEVICE_POLL_SECONDS - POLL_TOLERANCE_SECONDS))),
      ),
    )
    .returning();
  if (!polled) {
    const [known] = await ctx.db
      .select({ expiresAt: deviceCodes.expiresAt, consumedAt: deviceCodes.consumedAt })
      .from(deviceCodes)
      .where(eq(deviceCodes.deviceCodeHash, codeHash));
    if (!known || known.consumedAt !== null || known.expiresAt <= now) throw expiredToken();
    throw deviceError(ACCOUNT_ERROR_CODES.slowDown, SLOW_DOWN_TEXT);
  }
  if (polled.consumedAt !== null || polled.expiresAt <= now) throw expiredToken();
  if (polled.approvedUserId === null) throw deviceError(ACCOUNT_ERROR_CODES.authorizationPending, PENDING_TEXT);

  const [consumed] = await ctx.db
    .update(deviceCodes)
    .set({ consumedAt: now })
    .where(and(eq(deviceCodes.id, polled.id), isNull(deviceCodes.consumedAt), isNotNull(deviceCodes.approvedUserId)))
    .returning({ userId: deviceCodes.approvedUserId });
  if (!consumed?.userId) throw expiredToken();
  const [user] = await ctx.db.select({ disabled: users.disabled }).from(users).where(eq(users.id, consumed.userId));
  if (!user || user.disabled) throw expiredToken();
  return startSession(ctx.db, ctx.tokens, consumed.userId);
}

function deviceCodeInvalid(): HttpError {
  return new HttpError(400, ACCOUNT_MESSAGES.deviceCodeInvalid, ACCOUNT_ERROR_CODES.deviceCodeInvalid);
}

/**
 * POST site/device/activate {userCode} by a signed-in user. Attempts are limited per user before the code is
 * looked at, so guessing other people's codes is bounded (10 per 15 minutes against ~10^11 codes).
 */
export async function activateDevice(
  ctx: Pick<AppContext, 'db'>,
  limiter: RateLimiter,
  userId: number,
  rawBody: unknown,
): Promise<{ activated: true }> {
  const problems = new FieldProblems();
  const typed = requiredText(bodyOf(rawBody), 'userCode', problems);
  problems.throwIfAny();
  await limiter.take(RATE_RULES.deviceActivationsPerUser, userId);
  const userCode = typed.length <= 64 ? normalizeUserCode(typed) : null;
  if (!userCode) throw deviceCodeInvalid();
  const now = nowSeconds();
  const [approved] = await ctx.db
    .update(deviceCodes)
    .set({ approvedUserId: userId, approvedAt: now })
    .where(
      and(
        eq(deviceCodes.userCode, userCode),
        gt(deviceCodes.expiresAt, now),
        isNull(deviceCodes.approvedUserId),
        isNull(deviceCodes.consumedAt),
      ),
    )
    .returning({ id: deviceCodes.id });
  if (!approved) throw deviceCodeInvalid();
  return { activated: true };
}
