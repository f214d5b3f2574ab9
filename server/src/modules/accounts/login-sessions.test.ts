import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { loginTokensSchema } from '@sermon/shared-contracts/entities/user.schema';
import type { LoginTokens } from '@sermon/shared-contracts/entities/user';
import { users } from '../../db/schema';
import { authHeader, createUser, nextTestAddress, requestJson, signIn, TEST_PASSWORD } from '../../testing/auth-helpers';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { AccessTokens } from '../auth/access-tokens';
import { hashToken } from '../auth/secret-tokens';
import { loadSigningKey } from '../auth/signing-key';

let t: TestApp;
let signingKey: Uint8Array;
before(async () => {
  t = await startTestApp();
  signingKey = await loadSigningKey(t.database.db, t.config.jwtSecret);
});
after(() => t.close());

function login(username: string, password: string, remoteAddress = nextTestAddress()) {
  return requestJson(t.app, 'POST', `/v2/site/users/${encodeURIComponent(username)}/login`, { body: { password }, remoteAddress });
}

function refresh(refreshToken: unknown) {
  return requestJson(t.app, 'POST', '/v2/site/users/refresh', { body: { refresh_token: refreshToken } });
}

/**
 * A signed-in call to see whether an access token is accepted: approving a fresh TV code
 * (200 when the token is good, 401 otherwise).
 */
async function signedInCall(token: string): Promise<{ status: number; code?: string }> {
  const device = await requestJson(t.app, 'POST', '/v2/site/device/code');
  const reply = await requestJson(t.app, 'POST', '/v2/site/device/activate', {
    body: { userCode: device.body.user_code },
    headers: authHeader(token),
  });
  return { status: reply.status, code: reply.body?.errors?.code };
}

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

describe('POST /v2/site/users/{username}/login', () => {
  it('answers a token pair for the username in any case or the e-mail address', async () => {
    await createUser(t, { username: 'Lydia', email: 'lydia@example.org' });
    for (const name of ['Lydia', 'lydia', 'LYDIA', 'Lydia@Example.org']) {
      const reply = await login(name, TEST_PASSWORD);
      assert.equal(reply.status, 200, name);
      const tokens = loginTokensSchema.parse(reply.body);
      assert.equal(tokens.expires_in, 900);
      assert.equal(tokens.refresh_expires_in, 31_536_000);
      assert.equal(tokens.token_type, 'Bearer');
      assert.match(tokens.refresh_token, /^[A-Za-z0-9_-]{43}$/);
      const claims = claimsOf(tokens.access_token);
      assert.equal(typeof claims.sid, 'string');
      assert.equal(typeof claims.jti, 'string');
      assert.equal(Number(claims.exp) - Number(claims.iat), 900);
    }
  });

  it('records the time of the last sign-in and stores refresh tokens hashed only', async () => {
    const user = await createUser(t, { username: 'Priscilla' });
    const tokens = await signIn(t.app, 'Priscilla');
    const [row] = await t.database.db.select({ lastLogin: users.lastLoginAt }).from(users).where(eq(users.id, user.id));
    assert.ok(row!.lastLogin && Math.abs(row!.lastLogin - Date.now() / 1000) < 60);
    const stored = await t.database.pool.query('SELECT token_hash FROM refresh_tokens WHERE user_id = $1', [user.id]);
    assert.deepEqual(stored.rows.map((r) => r.token_hash), [hashToken(tokens.refresh_token)]);
  });

  it('accepts a form-encoded body with remember', async () => {
    await createUser(t, { username: 'FormLogin' });
    const reply = await t.app.inject({
      method: 'POST',
      url: '/v2/site/users/FormLogin/login',
      payload: `password=${encodeURIComponent(TEST_PASSWORD)}&remember=on`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: nextTestAddress(),
    });
    assert.equal(reply.statusCode, 200);
  });

  it('signs in an account whose e-mail is not verified yet', async () => {
    await createUser(t, { username: 'Unverified', verified: false });
    assert.equal((await login('Unverified', TEST_PASSWORD)).status, 200);
  });
});

describe('POST /v2/site/users/refresh', () => {
  it('exchanges the refresh token for a new pair whose access token works', async () => {
    await createUser(t, { username: 'Refresher' });
    const first = await signIn(t.app, 'Refresher');
    const reply = await refresh(first.refresh_token);
    assert.equal(reply.status, 200);
    const second = loginTokensSchema.parse(reply.body);
    assert.notEqual(second.refresh_token, first.refresh_token);
    assert.equal(claimsOf(second.access_token).sid, claimsOf(first.access_token).sid, 'same session family');
    assert.equal((await signedInCall(second.access_token)).status, 200);
    // the successor can be refreshed in turn
    assert.equal((await refresh(second.refresh_token)).status, 200);
  });

  it('accepts a form-encoded body', async () => {
    await createUser(t, { username: 'FormRefresher' });
    const tokens = await signIn(t.app, 'FormRefresher');
    const reply = await t.app.inject({
      method: 'POST',
      url: '/v2/site/users/refresh',
      payload: `refresh_token=${tokens.refresh_token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(reply.statusCode, 200);
  });
});

describe('POST /v2/site/users/logout and logout_all', () => {
  it('logout ends that session only and is idempotent', async () => {
    await createUser(t, { username: 'Leaver' });
    const kept = await signIn(t.app, 'Leaver');
    const ended = await signIn(t.app, 'Leaver');
    const reply = await requestJson(t.app, 'POST', '/v2/site/users/logout', { body: { refresh_token: ended.refresh_token } });
    assert.equal(reply.status, 204);
    assert.equal((await requestJson(t.app, 'POST', '/v2/site/users/logout', { body: { refresh_token: ended.refresh_token } })).status, 204);
    assert.equal((await requestJson(t.app, 'POST', '/v2/site/users/logout', { body: { refresh_token: 'never-issued' } })).status, 204);
    assert.equal((await refresh(ended.refresh_token)).status, 401);
    assert.equal((await signedInCall(ended.access_token)).status, 401, 'the access token of the ended session stops at once');
    assert.equal((await refresh(kept.refresh_token)).status, 200);
  });

  it('logout_all needs a signed-in caller', async () => {
    const reply = await requestJson(t.app, 'POST', '/v2/site/users/logout_all');
    assert.equal(reply.status, 401);
    assert.equal(reply.body.errors.code, 'UNAUTHORIZED');
    assert.equal(reply.body.message, 'Please sign in.');
  });
});

describe('attacks', () => {
  it('wrong password: 401 INVALID_CREDENTIALS', async () => {
    await createUser(t, { username: 'Guarded' });
    const reply = await login('Guarded', 'Wrong-password-1');
    assert.equal(reply.status, 401);
    assert.equal(reply.body.errors.code, 'INVALID_CREDENTIALS');
    assert.equal(reply.body.message, 'The password is incorrect.');
  });

  it("unknown user: 404 'No user found'", async () => {
    for (const name of ['nobodyatall', 'nobody@example.org']) {
      const reply = await login(name, TEST_PASSWORD);
      assert.equal(reply.status, 404);
      assert.equal(reply.body.errors.code, 'USER_NOT_FOUND');
      assert.equal(reply.body.message, 'No user found');
    }
  });

  it('SQL-looking usernames find nobody', async () => {
    await createUser(t, { username: 'Victim' });
    for (const name of ["' OR '1'='1", "Victim' --", "%' OR username LIKE '%", 'Victim%']) {
      const reply = await login(name, TEST_PASSWORD);
      assert.equal(reply.status, 404, name);
    }
  });

  it('a disabled account gets 403 only with the right password (401 otherwise) and cannot refresh', async () => {
    await createUser(t, { username: 'Suspended' });
    const before = await signIn(t.app, 'Suspended');
    await t.database.db.update(users).set({ disabled: true }).where(eq(users.username, 'Suspended'));
    const right = await login('Suspended', TEST_PASSWORD);
    assert.equal(right.status, 403);
    assert.equal(right.body.errors.code, 'ACCOUNT_DISABLED');
    assert.equal((await login('Suspended', 'Wrong-password-1')).status, 401);
    const refreshed = await refresh(before.refresh_token);
    assert.equal(refreshed.status, 403);
    assert.equal((await signedInCall(before.access_token)).status, 403);
  });

  it('expired access token: 401 TOKEN_EXPIRED, then the refresh works and the call succeeds', async () => {
    const user = await createUser(t, { username: 'Sleeper' });
    const tokens = await signIn(t.app, 'Sleeper');
    // the same key and session, issued 16 minutes ago
    const past = new AccessTokens(signingKey, () => Date.now() - 16 * 60_000);
    const expired = await past.sign({ userId: user.id, familyId: String(claimsOf(tokens.access_token).sid) });
    const first = await signedInCall(expired);
    assert.equal(first.status, 401);
    assert.equal(first.code, 'TOKEN_EXPIRED');
    const refreshed = await refresh(tokens.refresh_token);
    assert.equal(refreshed.status, 200);
    assert.equal((await signedInCall(refreshed.body.access_token)).status, 200);
  });

  it('tampered JWT: a changed payload, alg none, another key, another audience, garbage: all 401 UNAUTHORIZED', async () => {
    const owner = await createUser(t, { username: 'TokenOwner' });
    const other = await createUser(t, { username: 'TokenTarget' });
    const tokens = await signIn(t.app, 'TokenOwner');
    const [header, payload, signature] = tokens.access_token.split('.') as [string, string, string];
    const claims = claimsOf(tokens.access_token);

    const changedPayload = Buffer.from(JSON.stringify({ ...claims, sub: String(other.id) })).toString('base64url');
    const algNoneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const otherKey = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(owner.id))
      .setIssuer('sermonhub')
      .setAudience('sermonhub-api')
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(randomBytes(48));
    const otherAudience = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(owner.id))
      .setIssuer('sermonhub')
      .setAudience('someone-else')
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(signingKey);
    const forged = [
      `${header}.${changedPayload}.${signature}`,
      `${algNoneHeader}.${payload}.`,
      `${algNoneHeader}.${changedPayload}.`,
      otherKey,
      otherAudience,
      `${header}.${payload}.${signature.slice(0, -2)}xx`,
      'not-a-jwt',
      `${tokens.access_token}.extra`,
    ];
    for (const token of forged) {
      const result = await signedInCall(token);
      assert.equal(result.status, 401, token.slice(0, 40));
      assert.equal(result.code, 'UNAUTHORIZED');
    }
    for (const authorization of ['Bearer', 'Basic dXNlcjpwYXNz', `Token ${tokens.access_token}`, 'Bearer a b']) {
      const reply = await requestJson(t.app, 'POST', '/v2/site/users/logout_all', { headers: { authorization } });
      assert.equal(reply.status, 401, authorization);
    }
  });

  it('an access token of a deleted account: 401', async () => {
    const user = await createUser(t, { username: 'Departed' });
    const tokens = await signIn(t.app, 'Departed');
    await t.database.db.delete(users).where(eq(users.id, user.id));
    assert.equal((await signedInCall(tokens.access_token)).status, 401);
    assert.equal((await refresh(tokens.refresh_token)).status, 401);
  });

  it('expired refresh token: 401 INVALID_REFRESH_TOKEN', async () => {
    await createUser(t, { username: 'LongGone' });
    const tokens = await signIn(t.app, 'LongGone');
    await t.database.pool.query('UPDATE refresh_tokens SET expires_at = 1 WHERE token_hash = $1', [hashToken(tokens.refresh_token)]);
    const reply = await refresh(tokens.refresh_token);
    assert.equal(reply.status, 401);
    assert.equal(reply.body.errors.code, 'INVALID_REFRESH_TOKEN');
    assert.equal(reply.body.message, 'Your session has expired. Please sign in again.');
  });

  it('revoked refresh token (after logout): 401', async () => {
    await createUser(t, { username: 'Revoked' });
    const tokens = await signIn(t.app, 'Revoked');
    await requestJson(t.app, 'POST', '/v2/site/users/logout', { body: { refresh_token: tokens.refresh_token } });
    assert.equal((await refresh(tokens.refresh_token)).status, 401);
  });

  it('reused refresh token revokes the whole family: the newer token and its access token stop working too', async () => {
    await createUser(t, { username: 'Stolen' });
    const other = await signIn(t.app, 'Stolen');
    const original = await signIn(t.app, 'Stolen');
    const rotated = (await refresh(original.refresh_token)).body as LoginTokens;
    const reuse = await refresh(original.refresh_token);
    assert.equal(reuse.status, 401);
    assert.equal(reuse.body.errors.code, 'INVALID_REFRESH_TOKEN');
    assert.equal((await refresh(rotated.refresh_token)).status, 401, 'the newer token of the family is revoked');
    assert.equal((await signedInCall(rotated.access_token)).status, 401, 'and so is its access token');
    assert.equal((await refresh(other.refresh_token)).status, 200, 'another sign-in of the user is not affected');
  });

  it('two concurrent refreshes with the same token: exactly one succeeds', async () => {
    await createUser(t, { username: 'Racing' });
    const tokens = await signIn(t.app, 'Racing');
    const replies = await Promise.all(Array.from({ length: 5 }, () => refresh(tokens.refresh_token)));
    assert.equal(replies.filter((reply) => reply.status === 200).length, 1);
    assert.ok(replies.every((reply) => reply.status === 200 || reply.status === 401));
  });

  it('unknown, oversized and wrongly typed refresh tokens: 400/401, never 500', async () => {
    assert.equal((await refresh('A'.repeat(43))).status, 401);
    assert.equal((await refresh('r'.repeat(10_000))).status, 401);
    assert.equal((await refresh(12345)).status, 400);
    assert.equal((await refresh({ $ne: null })).status, 400);
    assert.equal((await requestJson(t.app, 'POST', '/v2/site/users/refresh', { body: {} })).status, 400);
    assert.equal((await requestJson(t.app, 'POST', '/v2/site/users/logout', { body: { refresh_token: 'x'.repeat(10_000) } })).status, 204);
  });

  it('logout_all revokes every session of the user and nobody else', async () => {
    await createUser(t, { username: 'Everywhere' });
    await createUser(t, { username: 'Bystander' });
    const sessions = [await signIn(t.app, 'Everywhere'), await signIn(t.app, 'Everywhere'), await signIn(t.app, 'Everywhere')];
    const bystander = await signIn(t.app, 'Bystander');
    const reply = await requestJson(t.app, 'POST', '/v2/site/users/logout_all', { headers: authHeader(sessions[0]!) });
    assert.equal(reply.status, 204);
    for (const session of sessions) {
      assert.equal((await refresh(session.refresh_token)).status, 401);
      assert.equal((await signedInCall(session.access_token)).status, 401);
    }
    assert.equal((await refresh(bystander.refresh_token)).status, 200);
  });

  it('a 10 kB username or a huge password at login: 400 (413 past the body limit) before any hashing', async () => {
    const hugeName = await login('n'.repeat(10_000), TEST_PASSWORD);
    assert.equal(hugeName.status, 400);
    const longName = await login('n'.repeat(300), TEST_PASSWORD);
    assert.equal(longName.status, 400);
    await createUser(t, { username: 'HugePassword' });
    const started = performance.now();
    const hugePassword = await login('HugePassword', 'p'.repeat(50_000));
    assert.equal(hugePassword.status, 400);
    assert.ok(performance.now() - started < 2000);
    assert.equal((await login('HugePassword', 'p'.repeat(1_000_000))).status, 413, 'over the body limit');
    const wrongType = await login('HugePassword', ['a'] as unknown as string);
    assert.equal(wrongType.status, 400);
  });

  it('10 failed passwords lock the account for 15 minutes: 429 with Retry-After, even for the right password', async () => {
    await createUser(t, { username: 'Bruteforced' });
    await createUser(t, { username: 'Neighbour' });
    for (let i = 0; i < 10; i++) assert.equal((await login('Bruteforced', `Guess-number-${i}`)).status, 401);
    const locked = await login('Bruteforced', TEST_PASSWORD);
    assert.equal(locked.status, 429);
    assert.equal(locked.body.errors.code, 'RATE_LIMITED');
    assert.equal(locked.body.message, 'Too many attempts. Please try again in 15 minutes.');
    const retryAfter = Number(locked.headers['retry-after']);
    assert.ok(retryAfter > 14 * 60 && retryAfter <= 15 * 60, String(retryAfter));
    assert.equal((await login('Neighbour', TEST_PASSWORD)).status, 200, 'other accounts are not affected');
    // The window slides: once the failures are older than 15 minutes the account opens again.
    await t.database.pool.query(`UPDATE auth_attempts SET at = at - 15 * 60 * 1000 WHERE bucket LIKE 'login-failure:account:%'`);
    assert.equal((await login('Bruteforced', TEST_PASSWORD)).status, 200);
  });

  it('parallel password guesses cannot run past the account limit', async () => {
    await createUser(t, { username: 'Stormed' });
    const replies = await Promise.all(Array.from({ length: 30 }, (_, i) => login('Stormed', `Parallel-guess-${i}`)));
    const checked = replies.filter((reply) => reply.status === 401).length;
    assert.ok(checked <= 10, `${checked} passwords were checked`);
    // and sequential guesses after the burst stop at the same limit
    let more = 0;
    for (let i = 0; i < 12; i++) if ((await login('Stormed', `Sequential-guess-${i}`)).status === 401) more++;
    assert.equal(checked + more, 10, 'ten guesses in all per 15 minutes');
    assert.equal(replies.filter((reply) => reply.status === 429).length, 30 - checked);
  });

  it('a successful login clears the account failure count', async () => {
    await createUser(t, { username: 'Forgetful' });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++) assert.equal((await login('Forgetful', `Almost-right-${i}`)).status, 401);
      assert.equal((await login('Forgetful', TEST_PASSWORD)).status, 200);
    }
  });

  it('50 attempts from one address in 15 minutes, then 429 for that address only', async () => {
    const address = '192.0.2.77';
    for (let i = 0; i < 50; i++) {
      const reply = await login(`unknownuser${i}`, TEST_PASSWORD, address);
      assert.equal(reply.status, 404);
    }
    const blocked = await login('unknownuser50', TEST_PASSWORD, address);
    assert.equal(blocked.status, 429);
    assert.ok(Number(blocked.headers['retry-after']) > 0);
    await createUser(t, { username: 'Elsewhere' });
    assert.equal((await login('Elsewhere', TEST_PASSWORD, '192.0.2.78')).status, 200);
  });
});
