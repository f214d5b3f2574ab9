// POST node/broadcasters/: a signed-in user with a verified e-mail creates a broadcaster and becomes its Admin.
// The ID is claimed by the insert itself (primary key, ON CONFLICT DO NOTHING), so two people racing for one ID
// get one broadcaster and one 409; a coupon is used in the same transaction, so a failed sign-up keeps it.
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import type { Broadcaster } from '@sermon/shared-contracts/entities/broadcaster';
import { ERROR_MESSAGES } from '@sermon/shared-contracts/errors/messages';
import { isValidEmail } from '@sermon/shared-contracts/rules/account-validation';
import { broadcasterIdProblems, broadcasterIdRuleText } from '@sermon/shared-contracts/rules/broadcaster-id';
import type { AppContext } from '../../app-context';
import { broadcasterRoles, broadcasters } from '../../db/schema';
import { BadRequestError, HttpError } from '../../http/api-errors';
import { urlBuilderFor } from '../../http/public-url';
import { EMAIL_TEXT, REQUIRED_TEXT } from '../accounts/field-texts';
import { FieldProblems, bodyOf, optionalText, requiredText } from '../accounts/request-body';
import { presentBroadcaster } from '../broadcasters/present-broadcaster';
import { nowSeconds } from '../sermons/visibility';
import { findUsableSignupCoupon, useSignupCoupon } from './coupons';
import { countryName, isSignupCountry } from './signup-params';

export const BROADCASTER_ID_TAKEN_CODE = 'BROADCASTER_ID_TAKEN';
export const EMAIL_NOT_VERIFIED_CODE = 'EMAIL_NOT_VERIFIED';
export const EMAIL_NOT_VERIFIED_TEXT = 'Verify your e-mail address before creating a broadcaster account.';
export const COUPON_INVALID_TEXT = 'This coupon is not valid or has already been used.';
export const CATEGORIES_TEXT = 'Choose at least one category.';
export const COUNTRY_TEXT = 'Choose a country from the list.';
export const MAX_BROADCASTER_NAME_LENGTH = 100;
export const MAX_LOCATION_LENGTH = 100;
const ALL_CATEGORIES = 1 | 2 | 4 | 8;

export function broadcasterIdTaken(): HttpError {
  return new HttpError(409, ERROR_MESSAGES.broadcasterIdTaken, BROADCASTER_ID_TAKEN_CODE, { broadcasterID: ERROR_MESSAGES.broadcasterIdTaken });
}

/** Whether the id could be registered now: it passes the rule and no broadcaster has it (in any case). */
export async function isBroadcasterIdAvailable(ctx: Pick<AppContext, 'db'>, id: string): Promise<boolean> {
  if (broadcasterIdProblems(id).length > 0) return false;
  const rows = await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from ${broadcasters} where lower(${broadcasters.id}) = ${id}`);
  return Number(rows.rows[0]?.n ?? 0) === 0;
}

/** 1..15, from a number, a numeric string or a list of category values (a form sends one field per checkbox). */
function readCategories(value: unknown): number | null {
  const values = Array.isArray(value) ? value : [value];
  let mask = 0;
  for (const item of values) {
    const n = typeof item === 'number' ? item : typeof item === 'string' && /^\d{1,2}$/.test(item.trim()) ? Number(item) : NaN;
    if (!Number.isInteger(n) || n <= 0 || (n & ~ALL_CATEGORIES) !== 0) return null;
    mask |= n;
  }
  return mask > 0 ? mask : null;
}

interface SignUpFields {
  id: string;
  displayName: string;
  location: string;
  countryIsoCode: string;
  categories: number;
  email: string;
  coupon?: string;
}

function readSignUp(raw: unknown): SignUpFields {
  const body = bodyOf(raw);
  const problems = new FieldProblems();
  const id = requiredText(body, 'broadcasterID', problems).trim();
  if (!problems.has('broadcasterID') && broadcasterIdProblems(id).length) problems.add('broadcasterID', broadcasterIdRuleText());
  const displayName = requiredText(body, 'displayName', problems).trim();
  if (!problems.has('displayName') && !displayName) problems.add('displayName', REQUIRED_TEXT);
  if (displayName.length > MAX_BROADCASTER_NAME_LENGTH) problems.add('displayName', `Use at most ${MAX_BROADCASTER_NAME_LENGTH} characters.`);
  const location = requiredText(body, 'location', problems).trim();
  if (!problems.has('location') && !location) problems.add('location', REQUIRED_TEXT);
  if (location.length > MAX_LOCATION_LENGTH) problems.add('location', `Use at most ${MAX_LOCATION_LENGTH} characters.`);
  const country = requiredText(body, 'countryISOCode', problems).trim().toUpperCase();
  if (!problems.has('countryISOCode') && !isSignupCountry(country)) problems.add('countryISOCode', COUNTRY_TEXT);
  const categories = readCategories(body.categories);
  if (categories === null) problems.add('categories', CATEGORIES_TEXT);
  const email = requiredText(body, 'email', problems).trim();
  if (!problems.has('email') && !isValidEmail(email)) problems.add('email', EMAIL_TEXT);
  const coupon = optionalText(body, 'coupon', problems)?.trim() || undefined;
  problems.throwIfAny();
  return { id, displayName, location, countryIsoCode: country, categories: categories!, email, coupon };
}

/** The next free numeric idCode (five digits and up, as the catalogue's). */
async function nextIdCode(ctx: Pick<AppContext, 'db'>): Promise<string> {
  const rows = await ctx.db.execute<{ n: number | null }>(
    sql`select max(${broadcasters.idCode}::bigint)::int as n from ${broadcasters} where ${broadcasters.idCode} ~ '^[0-9]{1,9}$'`,
  );
  return String(Math.max(10_000, Number(rows.rows[0]?.n ?? 0) + 1));
}

export async function signUpBroadcaster(ctx: AppContext, request: FastifyRequest): Promise<Broadcaster> {
  const caller = await ctx.auth.requireUser(request);
  if (!caller.verified) throw new HttpError(403, EMAIL_NOT_VERIFIED_TEXT, EMAIL_NOT_VERIFIED_CODE);
  const fields = readSignUp({ ...bodyOf(request.query), ...bodyOf(request.body) });
  if (!(await isBroadcasterIdAvailable(ctx, fields.id))) throw broadcasterIdTaken();
  const now = nowSeconds();
  if (fields.coupon && !(await findUsableSignupCoupon(ctx.db, fields.coupon, now))) {
    throw new BadRequestError({ coupon: COUPON_INVALID_TEXT });
  }
  const idCode = await nextIdCode(ctx);

  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(broadcasters)
      .values({
        id: fields.id,
        idCode,
        displayName: fields.displayName,
        shortName: fields.displayName.slice(0, 30),
        location: fields.location,
        country: countryName(fields.countryIsoCode),
        countryIsoCode: fields.countryIsoCode,
        categories: fields.categories,
        email: fields.email,
        joinedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) throw broadcasterIdTaken();
    await tx.insert(broadcasterRoles).values({ userId: caller.id, broadcasterId: created.id, role: BROADCASTER_ROLES.Admin, grantedAt: now });
    if (fields.coupon && !(await useSignupCoupon(tx, fields.coupon, created.id, now))) {
      throw new BadRequestError({ coupon: COUPON_INVALID_TEXT });
    }
    return created;
  });
  return presentBroadcaster(row, 0, urlBuilderFor(request, ctx.config.publicBaseUrl));
}
