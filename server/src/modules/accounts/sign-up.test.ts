import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { userSchema } from '@sermon/shared-contracts/entities/user.schema';
import { users } from '../../db/schema';
import { codeFromMail, createUser, latestMailTo, requestJson, signIn } from '../../testing/auth-helpers';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const PASSWORD = 'Psalm-23-shepherd';

function signUp(username: string, body: unknown, headers?: Record<string, string>) {
  return requestJson(t.app, 'POST', `/v2/site/users/${encodeURIComponent(username)}`, { body, headers });
}

describe('GET /v2/site/users/available', () => {
  it('tells whether a username or an e-mail is free, regardless of case', async () => {
    await createUser(t, { username: 'TakenName', email: 'taken@example.org' });
    const check = async (query: string) => (await requestJson(t.app, 'GET', `/v2/site/users/available?${query}`)).body.isAvailable;
    assert.equal(await check('username=takenname'), false);
    assert.equal(await check('username=TAKENNAME'), false);
    assert.equal(await check('username=freename'), true);
    assert.equal(await check('email=TAKEN@example.org'), false);
    assert.equal(await check('email=free@example.org'), true);
  });

  it('answers false for names and addresses that could never be registered', async () => {
    const check = async (query: string) => (await requestJson(t.app, 'GET', `/v2/site/users/available?${query}`)).body.isAvailable;
    assert.equal(await check('username=abc'), false);
    assert.equal(await check('username=has%20space'), false);
    assert.equal(await check('username=refresh'), false);
    assert.equal(await check('email=not-an-address'), false);
  });

  it('answers 400 when neither a username nor an e-mail is given', async () => {
    const reply = await requestJson(t.app, 'GET', '/v2/site/users/available');
    assert.equal(reply.status, 400);
  });
});

describe('POST /v2/site/users/{username} (sign-up)', () => {
  it('creates an unverified account, answers 201 with the User and mails an activation link', async () => {
    const reply = await signUp('Newcomer', { email: 'Newcomer@Example.org', password: PASSWORD, display_name: ' Ruth ', newsletter_opt_in: true });
    assert.equal(reply.status, 201);
    const user = userSchema.parse(reply.body.user);
    assert.equal(user.username, 'Newcomer');
    assert.equal(user.email, 'Newcomer@Example.org');
    assert.equal(user.display_name, 'Ruth');
    assert.equal(user.verified, false);
    assert.equal(user.newsletter_opt_in, true);
    assert.deepEqual(user.roles, []);
    assert.equal(user.admin, false);

    const mail = await latestMailTo(t, 'newcomer@example.org');
    assert.ok(mail, 'an activation mail is queued');
    assert.match(mail.subject, /Verify your e-mail address/);
    assert.match(mail.text, /^Hello Ruth,/);
    assert.match(mail.text, /http:\/\/localhost:80\/user\/verify\?code=[A-Za-z0-9_-]{43}/);
    assert.match(mail.html, /<a href="http:\/\/localhost:80\/user\/verify\?code=/);
    // the password is stored as an argon2id hash only
    const [row] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.user_id));
    assert.match(row!.hash, /^\$argon2id\$/);
    assert.ok(!row!.hash.includes(PASSWORD));
  });

  it('does not sign in: the new account signs in with its password afterwards', async () => {
    const reply = await signUp('Latecomer', { email: 'late@example.org', password: PASSWORD });
    assert.equal(reply.status, 201);
    assert.equal(reply.body.access_token, undefined);
    const tokens = await signIn(t.app, 'latecomer', PASSWORD);
    assert.equal(tokens.token_type, 'Bearer');
  });

  it('accepts a form-encoded body', async () => {
    const reply = await signUp('FormUser', `email=form%40example.org&password=${encodeURIComponent(PASSWORD)}&newsletter_opt_in=on`, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    assert.equal(reply.status, 201);
    assert.equal(reply.body.user.email, 'form@example.org');
    assert.equal(reply.body.user.newsletter_opt_in, true);
  });

  it('builds the mail link on PUBLIC_BASE_URL when configured, else on the request host', async () => {
    await signUp('HostUser', { email: 'host@example.org', password: PASSWORD }, { host: 'sermons.example.net' });
    const mail = await latestMailTo(t, 'host@example.org');
    assert.match(mail!.text, /http:\/\/sermons\.example\.net\/user\/verify\?code=/);
  });
});

describe('POST /v2/site/activations/{code}/activate', () => {
  it('verifies the address once', async () => {
    await signUp('Verifier', { email: 'verifier@example.org', password: PASSWORD });
    const code = codeFromMail(await latestMailTo(t, 'verifier@example.org'));
    const first = await requestJson(t.app, 'POST', `/v2/site/activations/${code}/activate`);
    assert.equal(first.status, 200);
    assert.deepEqual(first.body, { verified: true, username: 'Verifier' });
    const [row] = await t.database.db.select({ verified: users.verified }).from(users).where(eq(users.username, 'Verifier'));
    assert.equal(row!.verified, true);
  });
});

describe('POST /v2/site/activations/resend', () => {
  it('sends a new activation mail to an unverified account (by username or e-mail) and answers 204', async () => {
    await signUp('Resender', { email: 'resender@example.org', password: PASSWORD });
    const firstCode = codeFromMail(await latestMailTo(t, 'resender@example.org'));
    const reply = await requestJson(t.app, 'POST', '/v2/site/activations/resend', { body: { username: 'RESENDER@example.org' } });
    assert.equal(reply.status, 204);
    const secondCode = codeFromMail(await latestMailTo(t, 'resender@example.org'));
    assert.notEqual(secondCode, firstCode);
    assert.equal((await requestJson(t.app, 'POST', `/v2/site/activations/${secondCode}/activate`)).status, 200);
  });

  it('answers 204 for unknown and already verified accounts without sending anything', async () => {
    await createUser(t, { username: 'AlreadyVerified', email: 'already@example.org', verified: true });
    for (const username of ['nobodyhere', 'AlreadyVerified']) {
      const reply = await requestJson(t.app, 'POST', '/v2/site/activations/resend', { body: { username } });
      assert.equal(reply.status, 204);
    }
    assert.equal(await latestMailTo(t, 'already@example.org'), null);
  });
});

describe('attacks', () => {
  it('refuses a duplicate username, also when it differs only in case (409 USERNAME_TAKEN)', async () => {
    await createUser(t, { username: 'Samuel' });
    for (const username of ['Samuel', 'samuel', 'SAMUEL']) {
      const reply = await signUp(username, { email: `${username}-x@example.org`, password: PASSWORD });
      assert.equal(reply.status, 409);
      assert.equal(reply.body.errors.code, 'USERNAME_TAKEN');
      assert.equal(reply.body.message, 'This username is already taken.');
    }
  });

  it('refuses a duplicate e-mail, also when it differs only in case (409 EMAIL_TAKEN)', async () => {
    await createUser(t, { username: 'Hannah', email: 'hannah@example.org' });
    const reply = await signUp('Hannah2', { email: 'HANNAH@Example.ORG', password: PASSWORD });
    assert.equal(reply.status, 409);
    assert.equal(reply.body.errors.code, 'EMAIL_TAKEN');
    assert.equal(reply.body.message, 'An account with this e-mail address already exists.');
  });

  it('lets the unique index decide a race of two sign-ups for one name: one 201, one 409, never 500', async () => {
    const replies = await Promise.all(
      ['Racer', 'RACER', 'racer'].map((username, i) => signUp(username, { email: `racer${i}@example.org`, password: PASSWORD })),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    assert.deepEqual(statuses, [201, 409, 409]);
  });

  it('lets the unique index decide a race for one e-mail address', async () => {
    const replies = await Promise.all(
      ['RaceMailA', 'RaceMailB'].map((username) => signUp(username, { email: 'race-mail@example.org', password: PASSWORD })),
    );
    assert.deepEqual(replies.map((reply) => reply.status).sort(), [201, 409]);
    assert.equal(replies.find((reply) => reply.status === 409)!.body.errors.code, 'EMAIL_TAKEN');
  });

  it('refuses weak passwords with the text of every broken rule', async () => {
    const cases: Array<[string, RegExp[]]> = [
      ['short1', [/Use at least 8 characters\./]],
      ['ALLUPPERCASE1', [/Use at least one lower-case letter\./]],
      ['alllowercase', [/Use at least one upper-case letter or digit\./]],
      ['abc', [/Use at least 8 characters\./, /Use at least one upper-case letter or digit\./]],
      ['', [/This field is required\./]],
    ];
    for (const [password, texts] of cases) {
      const reply = await signUp('WeakPassword', { email: 'weak@example.org', password });
      assert.equal(reply.status, 400, password);
      for (const text of texts) assert.match(reply.body.errors.password, text);
    }
  });

  it('refuses bad usernames and e-mail addresses with the rule texts', async () => {
    const short = await signUp('abc', { email: 'short@example.org', password: PASSWORD });
    assert.equal(short.status, 400);
    assert.equal(short.body.errors.username, 'Use at least 4 characters.');
    const symbols = await signUp('bad_name!', { email: 'symbols@example.org', password: PASSWORD });
    assert.equal(symbols.body.errors.username, 'Use only letters a-z, A-Z and digits 0-9.');
    const long = await signUp('a'.repeat(33), { email: 'long@example.org', password: PASSWORD });
    assert.equal(long.body.errors.username, 'Use at most 32 characters.');
    for (const email of ['plainaddress', 'a@b', 'two@@example.org', 'spa ce@example.org', `${'x'.repeat(250)}@example.org`]) {
      const reply = await signUp('MailCheck', { email, password: PASSWORD });
      assert.equal(reply.status, 400, email);
      assert.equal(reply.body.errors.email, 'Enter a valid e-mail address.');
    }
  });

  it('refuses names that are routes (site/users/refresh, ...) as taken', async () => {
    const reply = await signUp('Search', { email: 'route-word@example.org', password: PASSWORD });
    assert.equal(reply.status, 409);
    assert.equal(reply.body.errors.code, 'USERNAME_TAKEN');
  });

  it('treats SQL-looking input as text: 400 for the rules, nothing executed, no 500', async () => {
    const reply = await signUp("x' OR '1'='1", { email: "'; DROP TABLE users; --@example.org", password: PASSWORD });
    assert.equal(reply.status, 400);
    const check = await requestJson(t.app, 'GET', `/v2/site/users/available?username=${encodeURIComponent("' OR 1=1 --")}`);
    assert.equal(check.status, 200);
    assert.equal(check.body.isAvailable, false);
    const injected = await requestJson(t.app, 'GET', `/v2/site/users/available?email=${encodeURIComponent("x'or'1'='1@example.org")}`);
    assert.equal(injected.status, 200);
    assert.equal(injected.body.isAvailable, true);
    const [row] = await t.database.db.select({ id: users.id }).from(users).limit(1);
    assert.ok(row, 'the users table is still there');
  });

  it('answers 400, not 500, for a 10 kB username and huge field values', async () => {
    const hugeName = await signUp('u'.repeat(10_000), { email: 'huge@example.org', password: PASSWORD });
    assert.equal(hugeName.status, 400);
    assert.equal(typeof hugeName.body.errors.username, 'string');
    const hugeFields = await signUp('HugeFields', { email: `${'e'.repeat(10_000)}@example.org`, password: 'P1'.repeat(5_000), display_name: 'n'.repeat(10_000) });
    assert.equal(hugeFields.status, 400);
    assert.equal(hugeFields.body.errors.email, 'Enter a valid e-mail address.');
    assert.match(hugeFields.body.errors.password, /Use at most 256 characters\./);
    assert.equal(hugeFields.body.errors.display_name, 'Use at most 64 characters.');
    const hugeQuery = await requestJson(t.app, 'GET', `/v2/site/users/available?username=${'q'.repeat(10_000)}`);
    assert.equal(hugeQuery.status, 200);
    assert.equal(hugeQuery.body.isAvailable, false);
  });

  it('answers 413 for a body over the account body limit', async () => {
    const reply = await signUp('BigBody', { email: 'big@example.org', password: PASSWORD, padding: 'x'.repeat(100_000) });
    assert.equal(reply.status, 413);
  });

  it('answers 400 for wrong field types and malformed bodies', async () => {
    const wrongTypes = await signUp('TypeUser', { email: ['a@example.org'], password: 12345678, newsletter_opt_in: 'maybe' });
    assert.equal(wrongTypes.status, 400);
    assert.equal(wrongTypes.body.errors.email, 'Send this field as text.');
    assert.equal(wrongTypes.body.errors.password, 'Send this field as text.');
    assert.equal(wrongTypes.body.errors.newsletter_opt_in, 'Send true or false.');
    const broken = await t.app.inject({ method: 'POST', url: '/v2/site/users/BrokenJson', payload: '{"email":', headers: { 'content-type': 'application/json' } });
    assert.equal(broken.statusCode, 400);
    const arrayBody = await signUp('ArrayBody', [1, 2, 3]);
    assert.equal(arrayBody.status, 400);
  });

  it('refuses a used activation code with the spec text', async () => {
    await signUp('TwiceUsed', { email: 'twice@example.org', password: PASSWORD });
    const code = codeFromMail(await latestMailTo(t, 'twice@example.org'));
    assert.equal((await requestJson(t.app, 'POST', `/v2/site/activations/${code}/activate`)).status, 200);
    const again = await requestJson(t.app, 'POST', `/v2/site/activations/${code}/activate`);
    assert.equal(again.status, 400);
    assert.equal(again.body.errors.code, 'ACTIVATION_CODE_INVALID');
    assert.equal(again.body.message, 'This verification code has already been used or is invalid.');
  });

  it('refuses unknown, malformed and oversized activation codes the same way', async () => {
    for (const code of ['nope', 'A'.repeat(43), encodeURIComponent("' OR 1=1 --"), 'c'.repeat(10_000)]) {
      const reply = await requestJson(t.app, 'POST', `/v2/site/activations/${code}/activate`);
      assert.equal(reply.status, 400, code.slice(0, 20));
      assert.equal(reply.body.errors.code, 'ACTIVATION_CODE_INVALID');
    }
  });

  it('refuses an expired activation code', async () => {
    await signUp('Expired', { email: 'expired-code@example.org', password: PASSWORD });
    const code = codeFromMail(await latestMailTo(t, 'expired-code@example.org'));
    await t.database.pool.query(`UPDATE email_codes SET expires_at = 1 WHERE email = 'expired-code@example.org'`);
    const reply = await requestJson(t.app, 'POST', `/v2/site/activations/${code}/activate`);
    assert.equal(reply.status, 400);
    assert.equal(reply.body.errors.code, 'ACTIVATION_CODE_INVALID');
  });

  it('does not let an old activation code verify an address the account no longer has', async () => {
    await signUp('Mover', { email: 'old-home@example.org', password: PASSWORD });
    const code = codeFromMail(await latestMailTo(t, 'old-home@example.org'));
    await t.database.db.update(users).set({ email: 'new-home@example.org' }).where(eq(users.username, 'Mover'));
    const reply = await requestJson(t.app, 'POST', `/v2/site/activations/${code}/activate`);
    assert.equal(reply.status, 400);
    const [row] = await t.database.db.select({ verified: users.verified }).from(users).where(eq(users.username, 'Mover'));
    assert.equal(row!.verified, false);
  });

  it('limits resend requests per account (5 an hour) with the same answer for unknown accounts', async () => {
    await signUp('Spammed', { email: 'spammed@example.org', password: PASSWORD });
    for (const username of ['Spammed', 'ghostaccount']) {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const reply = await requestJson(t.app, 'POST', '/v2/site/activations/resend', { body: { username }, remoteAddress: `10.9.0.${i + 1}` });
        statuses.push(reply.status);
        if (reply.status === 429) {
          assert.match(String(reply.headers['retry-after']), /^\d+$/);
          assert.match(reply.body.message, /^Too many attempts\. Please try again in \d+ minutes\.$/);
        }
      }
      assert.deepEqual(statuses, [204, 204, 204, 204, 204, 429], username);
    }
  });
});
