// The body of PATCH site/users, checked field by field (every problem reported at once, as 400 field texts),
// and the small query shapes of the user lists.
import { z } from 'zod';
import { MAX_DISPLAY_NAME_LENGTH } from '@sermon/shared-contracts/constants/accounts';
import { isValidEmail } from '@sermon/shared-contracts/rules/account-validation';
import { FEED_TYPES, type FeedType } from '@sermon/shared-contracts/api/get-feed';
import { BadRequestError } from '../../http/api-errors';
import { intParam, optionalParam, textParam } from '../../http/query-params';
import { EMAIL_TEXT, NOT_BOOLEAN, NOT_TEXT, passwordText } from '../accounts/field-texts';

export const MAX_DISPLAY_LOCATION_LENGTH = 100;
/** Web preferences are a few small keys; anything this long is not ours. */
export const MAX_WEB_PREFERENCES_LENGTH = 10_000;
export const EARLIEST_BIRTH_YEAR = 1900;

export interface ProfileChanges {
  displayName?: string | null;
  displayLocation?: string | null;
  churchLeader?: boolean;
  gender?: 'male' | 'female' | null;
  newsletterOptIn?: boolean;
  birthYear?: number | null;
  notifyEmail?: boolean;
  notifyMobile?: boolean;
  myChurchBroadcasterId?: string | null;
  /** JSON text or an object; merged into the stored preferences */
  webPreferences?: unknown;
}

export interface UserPatchRequest {
  profile: ProfileChanges;
  email?: string;
  password?: string;
  currentPassword?: string;
}

const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);
}

/** Reads PATCH site/users; unknown keys are ignored (clients send the whole user back). */
export function readUserPatch(body: unknown, currentYear: number): UserPatchRequest {
  if (!isRecord(body)) throw new BadRequestError({ body: 'must be a JSON object' });
  const problems: Record<string, string> = {};
  const profile: ProfileChanges = {};
  const has = (key: string) => Object.prototype.hasOwnProperty.call(body, key) && body[key] !== undefined;

  const optionalText = (key: string, max: number): string | null | undefined => {
    if (!has(key)) return undefined;
    const value = body[key];
    if (value === null) return null;
    if (typeof value !== 'string') {
      problems[key] = NOT_TEXT;
      return undefined;
    }
    const text = value.trim();
    if (text.length > max) problems[key] = `Use at most ${max} characters.`;
    else if (CONTROL_CHARACTERS.test(text)) problems[key] = 'Use no control characters (such as line breaks).';
    return text === '' ? null : text;
  };
  const flag = (key: string): boolean | undefined => {
    if (!has(key)) return undefined;
    if (typeof body[key] !== 'boolean') {
      problems[key] = NOT_BOOLEAN;
      return undefined;
    }
    return body[key] as boolean;
  };

  profile.displayName = optionalText('display_name', MAX_DISPLAY_NAME_LENGTH);
  profile.displayLocation = optionalText('display_location', MAX_DISPLAY_LOCATION_LENGTH);
  profile.churchLeader = flag('church_leader');
  profile.newsletterOptIn = flag('newsletter_opt_in');
  profile.notifyEmail = flag('notify_email');
  profile.notifyMobile = flag('notify_mobile');

  if (has('gender')) {
    const gender = body.gender;
    if (gender === null || gender === '') profile.gender = null;
    else if (gender === 'male' || gender === 'female') profile.gender = gender;
    else problems.gender = 'Send male, female or null.';
  }

  if (has('birth_year')) {
    const value = body.birth_year;
    const year = typeof value === 'string' && /^\d{4}$/.test(value.trim()) ? Number(value) : value;
    if (year === null || year === '') profile.birthYear = null;
    else if (typeof year !== 'number' || !Number.isInteger(year) || year < EARLIEST_BIRTH_YEAR || year > currentYear) {
      problems.birth_year = `Enter a year from ${EARLIEST_BIRTH_YEAR} to ${currentYear}.`;
    } else profile.birthYear = year;
  }

  if (has('my_church_broadcaster_id')) {
    const value = body.my_church_broadcaster_id;
    if (value === null || value === '') profile.myChurchBroadcasterId = null;
    else if (typeof value === 'string' && value.trim().length > 0 && value.length <= 100) profile.myChurchBroadcasterId = value.trim();
    else problems.my_church_broadcaster_id = 'Send a broadcaster ID or null.';
  }

  if (has('web_preferences')) {
    const value = body.web_preferences;
    if (typeof value === 'string' && value.length <= MAX_WEB_PREFERENCES_LENGTH) profile.webPreferences = value;
    else if (isRecord(value) && JSON.stringify(value).length <= MAX_WEB_PREFERENCES_LENGTH) profile.webPreferences = value;
    else problems.web_preferences = 'Send the preferences as JSON text.';
  }

  const request: UserPatchRequest = { profile };
  if (has('email')) {
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    if (!isValidEmail(email)) problems.email = EMAIL_TEXT;
    else request.email = email;
  }
  if (has('password')) {
    if (typeof body.password !== 'string') problems.password = NOT_TEXT;
    else {
      const problem = passwordText(body.password);
      if (problem) problems.password = problem;
      else request.password = body.password;
    }
  }
  if (has('current_password')) {
    if (typeof body.current_password !== 'string') problems.current_password = NOT_TEXT;
    else request.currentPassword = body.current_password;
  }

  if (Object.keys(problems).length > 0) throw new BadRequestError(problems);
  return request;
}

/** DELETE site/users: the password confirms it. */
export function readDeletePassword(body: unknown): string {
  const value = isRecord(body) ? body.password : undefined;
  if (typeof value !== 'string' || value.length === 0) throw new BadRequestError({ password: 'Enter your password to delete the account.' });
  return value;
}

export const userListQuery = z.object({
  page: intParam(1, 1_000_000),
  pageSize: intParam(1, 100),
  userID: optionalParam(z.string()),
});

export const feedQuery = userListQuery.extend({
  type: optionalParam(
    z
      .string()
      .trim()
      .toLowerCase()
      .refine((v) => (FEED_TYPES as readonly string[]).includes(v), { error: `must be one of ${FEED_TYPES.join(', ')}` }),
  ) as unknown as z.ZodType<FeedType | undefined>,
});

export const MIN_USER_SEARCH_LENGTH = 3;

export const userSearchQuery = z.object({
  page: intParam(1, 1_000_000),
  pageSize: intParam(1, 100),
  query: textParam(100),
});
