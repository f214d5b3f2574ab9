import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { authHeader, codeFromMail, createUser, latestMailTo, nextTestAddress, requestJson, signIn } from '../../testing/auth-helpers';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const NEW_PASSWORD = 'Brand-new-2-secret';

function requestReset(login: string, remoteAddress = nextTestAddress()) {
  return requestJson(t.app, 'POST', `/v2/site/users/${encodeURIComponent(login)}/requestreset`, { remoteAddress });
}

function reset(body: unknown) {
  return requestJson(t.app, 'POST', '/v2/site/users/reset', { body });
}

async function resetCodeFor(email: string): Promise<string> {
  const mail = await latestMailTo(t, email);
  assert.match(mail!.subject, /Reset your SermonHub password/);
  return codeFromMail(mail);
}

describe('POST /v2/site/users/{username}/requestreset', () => {
  it('mails a reset link to the account (by username or e-mail) and answers 204', async () => {
    await createUser(t, { username: 'Dorcas', email: 'dorcas@example.org', displayName: 'Tabitha <b>' });
    assert.equal((await requestReset('dorcas')).status, 204);
    const mail = await latestMailTo(t, 'dorcas@example.org');
    assert.match(mail!.text, /^Hello Tabitha <b>,/);
    assert.match(mail!.html, /Hello Tabitha &lt;b&gt;,/, 'names are escaped in the HTML part');
    assert.match(mail!.text, /http:\/\/localhost:80\/user\/reset-password\?code=[A-Za-z0-9_-]{43}/);
    assert.equal((await requestReset('DORCAS@example.org')).status, 204);
  });

  it('answers 204 for an unknown account and sends nothing', async () => {
    const before = await t.database.pool.query('SELECT count(*)::int AS n FROM mail_outbox');
    assert.equal((await requestReset('nosuchperson')).status, 204);
    const afterCount = await t.database.pool.query('SELECT count(*)::int AS n FROM mail_outbox');
    assert.equal(afterCount.rows[0].n, before.rows[0].n);
  });
});

describe('POST /v2/site/users/reset', () => {
  it('sets the new password, verifies the address the mail went to, and answers 204', async () => {
    await createUser(t, { username: 'Phoebe', email: 'phoebe@example.org', verified: false });
    await requestReset('Phoebe');
    const code = await resetCodeFor('phoebe@example.org');
    const reply = await reset({ password_reset_code: code, password: NEW_PASSWORD });
    assert.equal(reply.status, 204);
    assert.equal((await signIn(t.app, 'Phoebe', NEW_PASSWORD)).token_type, 'Bearer');
    const old = await requestJson(t.app, 'POST', '/v2/site/users/Phoebe/login', { body: { password: 'Listen-2-sermons' }, remoteAddress: nextTestAddress() });
    assert.equal(old.status, 401);
    const [row] = await t.database.db.select({ verified: users.verified }).from(users).where(eq(users.username, 'Phoebe'));
    assert.equal(row!.verified, true);
  });

  it('accepts a form-encoded body', async () => {
    await createUser(t, { username: 'FormReset', email: 'form-reset@example.org' });
    await requestReset('FormReset');
    const code = await resetCodeFor('form-reset@example.org');
    const reply = await t.app.inject({
      method: 'POST',
      url: '/v2/site/users/reset',
      payload: `password_reset_code=${code}&password=${encodeURIComponent(NEW_PASSWORD)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(reply.statusCode, 204);
  });
});

describe('attacks', () => {
  it('a password reset revokes every session of the account (refresh and access tokens)', async () => {
    await createUser(t, { username: 'Compromised', email: 'compromised@example.org' });
    const sessions = [await signIn(t.app, 'Compromised'), await signIn(t.app, 'Compromised')];
    await requestReset('Compromised');
    const code = await resetCodeFor('compromised@example.org');
    assert.equal((await reset({ password_reset_code: code, password: NEW_PASSWORD })).status, 204);
    for (const session of sessions) {
      assert.equal((await requestJson(t.app, 'POST', '/v2/site/users/refresh', { body: { refresh_token: session.refresh_token } })).status, 401);
      assert.equal((await requestJson(t.app, 'POST', '/v2/site/users/logout_all', { headers: authHeader(session) })).status, 401);
    }
  });

  it('a used reset code is refused with the spec text, and so are the other open codes of the account', async () => {
    await createUser(t, { username: 'Reused', email: 'reused@example.org' });
    await requestReset('Reused');
    const firstCode = await resetCodeFor('reused@example.org');
    await requestReset('Reused');
    const secondCode = await resetCodeFor('reused@example.org');
    assert.equal((await reset({ password_reset_code: secondCode, password: NEW_PASSWORD })).status, 204);
    for (const code of [secondCode, firstCode]) {
      const again = await reset({ password_reset_code: code, password: 'Another-1-password' });
      assert.equal(again.status, 400);
      assert.equal(again.body.errors.code, 'RESET_CODE_INVALID');
      assert.equal(again.body.message, 'This password reset code has already been used or is invalid.');
    }
  });

  it('a weak new password is refused (400 password) without using up the code', async () => {
    await createUser(t, { username: 'WeakChoice', email: 'weak-choice@example.org' });
    await requestReset('WeakChoice');
    const code = await resetCodeFor('weak-choice@example.org');
    const weak = await reset({ password_reset_code: code, password: 'weak' });
    assert.equal(weak.status, 400);
    assert.match(weak.body.errors.password, /Use at least 8 characters\./);
    assert.equal((await reset({ password_reset_code: code, password: NEW_PASSWORD })).status, 204);
  });

  it('unknown, missing, oversized, expired and wrongly typed reset codes: 400 RESET_CODE_INVALID', async () => {
    await createUser(t, { username: 'Expiring', email: 'expiring@example.org' });
    await requestReset('Expiring');
    const expired = await resetCodeFor('expiring@example.org');
    await t.database.pool.query(`UPDATE email_codes SET expires_at = 1 WHERE email = 'expiring@example.org'`);
    for (const code of ['unknown-code', '', 'z'.repeat(10_000), expired, 42, ["' OR 1=1 --"]]) {
      const reply = await reset({ password_reset_code: code, password: NEW_PASSWORD });
      assert.equal(reply.status, 400, String(code).slice(0, 20));
      assert.equal(reply.body.errors.code, 'RESET_CODE_INVALID');
    }
  });

  it('an activation code cannot be used as a reset code', async () => {
    await requestJson(t.app, 'POST', '/v2/site/users/CodeMixer', { body: { email: 'mixer@example.org', password: NEW_PASSWORD } });
    const activationCode = codeFromMail(await latestMailTo(t, 'mixer@example.org'));
    const reply = await reset({ password_reset_code: activationCode, password: 'Taken-over-1' });
    assert.equal(reply.status, 400);
  });

  it('a reset mail sent before the address changed no longer works', async () => {
    await createUser(t, { username: 'Relocated', email: 'before-move@example.org' });
    await requestReset('Relocated');
    const code = await resetCodeFor('before-move@example.org');
    await t.database.db.update(users).set({ email: 'after-move@example.org' }).where(eq(users.username, 'Relocated'));
    assert.equal((await reset({ password_reset_code: code, password: NEW_PASSWORD })).status, 400);
  });

  it('reset requests are limited per account (5 an hour) and per address (20 an hour): 429 with Retry-After', async () => {
    await createUser(t, { username: 'Flooded', email: 'flooded@example.org' });
    const perAccount: number[] = [];
    for (let i = 0; i < 6; i++) perAccount.push((await requestReset('Flooded')).status);
    assert.deepEqual(perAccount, [204, 204, 204, 204, 204, 429]);
    const mails = await t.database.pool.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = 'flooded@example.org'`);
    assert.equal(mails.rows[0].n, 5);

    const address = '198.51.100.9';
    const perAddress: number[] = [];
    for (let i = 0; i < 21; i++) perAddress.push((await requestReset(`someone${i}`, address)).status);
    assert.deepEqual(perAddress, [...Array(20).fill(204), 429]);
    const blocked = await requestReset('someone99', address);
    assert.equal(blocked.status, 429);
    const retryAfter = Number(blocked.headers['retry-after']);
    assert.ok(retryAfter > 59 * 60 && retryAfter <= 3600, String(retryAfter));
    assert.equal(blocked.body.message, 'Too many attempts. Please try again in 60 minutes.');
  });

  it('a 10 kB username in the reset request: 400, never 500', async () => {
    const reply = await requestReset('r'.repeat(10_000));
    assert.equal(reply.status, 400);
  });
});
