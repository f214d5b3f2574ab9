// Test helpers for signed-in calls: create an account straight in the database (with roles), sign in through
// the real login call, and build the Authorization header. Shared by every server test that needs a user.
import type { FastifyInstance } from 'fastify';
import type { BroadcasterRole, SiteRole } from '@sermon/shared-contracts/constants/accounts';
import type { LoginTokens } from '@sermon/shared-contracts/entities/user';
import { desc, sql } from 'drizzle-orm';
import { broadcasterRoles, mailOutbox, userSiteRoles, users } from '../db/schema';
import { hashPassword } from '../modules/auth/passwords';
import type { TestApp } from './test-app';

/** A password that passes every rule; the default of createUser. */
export const TEST_PASSWORD = 'Listen-2-sermons';

export interface TestUserOptions {
  username: string;
  /** default TEST_PASSWORD */
  password?: string;
  /** default `<username>@example.test` */
  email?: string;
  /** default true */
  verified?: boolean;
  disabled?: boolean;
  displayName?: string | null;
  siteRoles?: SiteRole[];
  broadcasterRoles?: Array<{ broadcasterID: string; role: BroadcasterRole }>;
}

export interface TestUser {
  id: number;
  username: string;
  email: string;
  password: string;
}

// Hashing is the slow part of creating users; tests reuse one hash per distinct password.
const hashes = new Map<string, Promise<string>>();
function cachedHash(password: string): Promise<string> {
  let pending = hashes.get(password);
  if (!pending) {
    pending = hashPassword(password);
    hashes.set(password, pending);
  }
  return pending;
}

export async function createUser(t: Pick<TestApp, 'database'>, options: TestUserOptions): Promise<TestUser> {
  const password = options.password ?? TEST_PASSWORD;
  const email = options.email ?? `${options.username.toLowerCase()}@example.test`;
  const now = Math.floor(Date.now() / 1000);
  const db = t.database.db;
  const [row] = await db
    .insert(users)
    .values({
      username: options.username,
      email,
      passwordHash: await cachedHash(password),
      displayName: options.displayName ?? null,
      verified: options.verified ?? true,
      disabled: options.disabled ?? false,
      createdAt: now,
    })
    .returning({ id: users.id });
  const id = row!.id;
  if (options.siteRoles?.length) {
    await db.insert(userSiteRoles).values(options.siteRoles.map((role) => ({ userId: id, role })));
  }
  if (options.broadcasterRoles?.length) {
    await db
      .insert(broadcasterRoles)
      .values(options.broadcasterRoles.map((grant) => ({ userId: id, broadcasterId: grant.broadcasterID, role: grant.role, grantedAt: now })));
  }
  return { id, username: options.username, email, password };
}

let addressCounter = 0;
/**
 * A different client address for every sign-in (10.x.y.z), so a test file that signs in often never meets the
 * per-address login limit (50 per 15 minutes); tests of that limit pass their own fixed address.
 */
export function nextTestAddress(): string {
  addressCounter++;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** Signs in through POST /v2/site/users/{username}/login; throws with the reply when it does not answer 200. */
export async function signIn(app: FastifyInstance, username: string, password: string = TEST_PASSWORD): Promise<LoginTokens> {
  const response = await app.inject({
    method: 'POST',
    url: `/v2/site/users/${encodeURIComponent(username)}/login`,
    payload: { password },
    remoteAddress: nextTestAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`signIn(${username}) answered ${response.statusCode}: ${response.body}`);
  return JSON.parse(response.body) as LoginTokens;
}

/** createUser then signIn: the user and an access token ready for authHeader. */
/** A test user with the tokens of a sign-in. */
export type SignedInUser = TestUser & { tokens: LoginTokens };

export async function createSignedInUser(t: TestApp, options: TestUserOptions): Promise<SignedInUser> {
  const user = await createUser(t, options);
  return { ...user, tokens: await signIn(t.app, user.username, user.password) };
}

export function authHeader(token: string | LoginTokens): { authorization: string } {
  return { authorization: `Bearer ${typeof token === 'string' ? token : token.access_token}` };
}

export interface JsonReply<T = any> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
  raw: string;
}

/** Any method through inject with a JSON body (or none); the reply body parsed when it is JSON. */
export async function requestJson<T = any>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: { body?: unknown; headers?: Record<string, string>; remoteAddress?: string } = {},
): Promise<JsonReply<T>> {
  const response = await app.inject({
    method,
    url,
    headers: options.headers,
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  let body: any;
  try {
    body = response.body ? JSON.parse(response.body) : undefined;
  } catch {
    body = undefined;
  }
  return { status: response.statusCode, body, headers: response.headers, raw: response.body };
}

/** The newest message queued for an address (any case), or null. */
export async function latestMailTo(
  t: Pick<TestApp, 'database'>,
  email: string,
): Promise<{ subject: string; text: string; html: string; to: string } | null> {
  const [row] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.toAddress}) = lower(${email})`)
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row ? { subject: row.subject, text: row.textBody, html: row.htmlBody, to: row.toAddress } : null;
}

/** The `code` of the first link in a mail's text (activation and reset links carry `?code=`). */
export function codeFromMail(mail: { text: string } | null): string {
  const match = mail ? /[?&]code=([A-Za-z0-9_-]+)/.exec(mail.text) : null;
  if (!match) throw new Error(`no code in mail: ${mail?.text ?? '(no mail)'}`);
  return decodeURIComponent(match[1]!);
}
