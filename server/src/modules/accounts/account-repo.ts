// Account rows: finding a user by username or e-mail (both unique regardless of case) and creating one.
import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_ERROR_CODES, ACCOUNT_MESSAGES, MAX_EMAIL_LENGTH } from '@sermon/shared-contracts/constants/accounts';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { HttpError } from '../../http/api-errors';
import type { UserRow } from '../users/present-user';

/**
 * Words that are routes under site/users (POST site/users/refresh, GET site/users/search, ...): an account with
 * such a name could not be addressed by its URL, so these names count as taken.
 */
const ROUTE_WORDS = new Set(['available', 'refresh', 'logout', 'reset', 'search', 'feeds', 'broadcasters', 'speakers', 'series', 'sermons']);

export function isReservedUsername(username: string): boolean {
  return ROUTE_WORDS.has(username.toLowerCase());
}

/** The login name may be the username or the e-mail address (usernames never contain '@'). */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | null> {
  if (login.length === 0 || login.length > MAX_EMAIL_LENGTH) return null;
  const column = login.includes('@') ? users.email : users.username;
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${column}) = lower(${login})`)
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function usernameExists(db: Db, username: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = lower(${username})`).limit(1);
  return row !== undefined;
}

export async function emailExists(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return row !== undefined;
}

export function usernameTaken(): HttpError {
  return new HttpError(409, ACCOUNT_MESSAGES.usernameTaken, ACCOUNT_ERROR_CODES.usernameTaken);
}

export function emailTaken(): HttpError {
  return new HttpError(409, ACCOUNT_MESSAGES.emailTaken, ACCOUNT_ERROR_CODES.emailTaken);
}

/** The PostgreSQL error behind a failed query (drizzle wraps it in `cause`). */
function postgresError(error: unknown): { code?: string; constraint?: string } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return { code: candidate.code, constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined };
    }
    current = candidate.cause;
  }
  return null;
}

/**
 * A unique-index violation on users as the 409 the caller should see: two sign-ups racing for one name both pass
 * the availability check, and the index decides (never a 500). Other errors are returned unchanged.
 */
export function uniqueViolationAsConflict(error: unknown): unknown {
  const pgError = postgresError(error);
  if (pgError?.code !== '23505') return error;
  if (pgError.constraint === 'users_email_lower_idx') return emailTaken();
  if (pgError.constraint === 'users_username_lower_idx') return usernameTaken();
  return error;
}
