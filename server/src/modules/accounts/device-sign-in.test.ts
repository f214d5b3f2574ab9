import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { deviceCodeSchema, loginTokensSchema } from '@sermon/shared-contracts/entities/user.schema';
import type { DeviceCode } from '@sermon/shared-contracts/entities/user';
import { authHeader, createUser, requestJson, signIn } from '../../testing/auth-helpers';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { hashToken } from '../auth/secret-tokens';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

async function newDeviceCode(): Promise<DeviceCode> {
  const reply = await requestJson(t.app, 'POST', '/v2/site/device/code');
  assert.equal(reply.status, 200);
  return deviceCodeSchema.parse(reply.body);
}

function poll(deviceCode: unknown) {
  return requestJson(t.app, 'POST', '/v2/site/device/token', { body: { device_code: deviceCode } });
}

/** The TV waited its interval (instead of sleeping 5 s in the test, the last poll is moved back). */
async function waitInterval(deviceCode: string): Promise<void> {
  await t.database.pool.query('UPDATE device_codes SET last_polled_at = last_polled_at - 10 WHERE device_code_hash = $1', [hashToken(deviceCode)]);
}

function activate(userCode: unknown, token: string) {
  return requestJson(t.app, 'POST', '/v2/site/device/activate', { body: { userCode }, headers: authHeader(token) });
}

describe('device sign-in', () => {
  it('issues a code pair as RFC 8628 describes it', async () => {
    const code = await newDeviceCode();
    assert.match(code.user_code, /^[A-HJ-NP-Z]{4}-[A-HJ-NP-Z]{4}$/);
    assert.match(code.device_code, /^[A-Za-z0-9_-]{43}$/);
    assert.equal(code.verification_uri, '/activate');
    assert.equal(code.expires_in, 600);
    assert.equal(code.interval, 5);
    const stored = await t.database.pool.query('SELECT device_code_hash FROM device_codes WHERE user_code = $1', [code.user_code]);
    assert.equal(stored.rows[0].device_code_hash, hashToken(code.device_code), 'the device code is stored hashed');
  });

  it('signs the TV in end to end: pending, approved at /activate (case and dash ignored), tokens once', async () => {
    const user = await createUser(t, { username: 'Television' });
    const phone = await signIn(t.app, 'Television');
    const code = await newDeviceCode();

    const pending = await poll(code.device_code);
    assert.equal(pending.status, 400);
    assert.equal(pending.body.errors.code, 'AUTHORIZATION_PENDING');

    const typed = code.user_code.replace('-', ' ').toLowerCase();
    const approved = await activate(typed, phone.access_token);
    assert.equal(approved.status, 200);
    assert.deepEqual(approved.body, { activated: true });

    await waitInterval(code.device_code);
    const granted = await poll(code.device_code);
    assert.equal(granted.status, 200);
    const tokens = loginTokensSchema.parse(granted.body);
    const claims = JSON.parse(Buffer.from(tokens.access_token.split('.')[1]!, 'base64url').toString());
    assert.equal(claims.sub, String(user.id));
    // the TV's session is its own: refreshing works, and the phone's session is untouched
    assert.equal((await requestJson(t.app, 'POST', '/v2/site/users/refresh', { body: { refresh_token: tokens.refresh_token } })).status, 200);
    assert.equal((await requestJson(t.app, 'POST', '/v2/site/users/refresh', { body: { refresh_token: phone.refresh_token } })).status, 200);

    await waitInterval(code.device_code);
    const again = await poll(code.device_code);
    assert.equal(again.status, 400);
    assert.equal(again.body.errors.code, 'EXPIRED_TOKEN', 'the tokens are handed out once');
  });

  it('accepts the code without a dash and in a form body', async () => {
    await createUser(t, { username: 'FormDevice' });
    const phone = await signIn(t.app, 'FormDevice');
    const code = await newDeviceCode();
    const reply = await t.app.inject({
      method: 'POST',
      url: '/v2/site/device/activate',
      payload: `userCode=${code.user_code.replace('-', '')}`,
      headers: { ...authHeader(phone), 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(reply.statusCode, 200);
  });
});

describe('attacks', () => {
  it('polling faster than the interval: SLOW_DOWN', async () => {
    const code = await newDeviceCode();
    assert.equal((await poll(code.device_code)).body.errors.code, 'AUTHORIZATION_PENDING');
    const tooSoon = await poll(code.device_code);
    assert.equal(tooSoon.status, 400);
    assert.equal(tooSoon.body.errors.code, 'SLOW_DOWN');
    await waitInterval(code.device_code);
    assert.equal((await poll(code.device_code)).body.errors.code, 'AUTHORIZATION_PENDING');
  });

  it('an expired device code: EXPIRED_TOKEN for the TV and DEVICE_CODE_INVALID at /activate', async () => {
    await createUser(t, { username: 'LateViewer' });
    const phone = await signIn(t.app, 'LateViewer');
    const code = await newDeviceCode();
    await t.database.pool.query('UPDATE device_codes SET expires_at = 1 WHERE user_code = $1', [code.user_code]);
    const polled = await poll(code.device_code);
    assert.equal(polled.status, 400);
    assert.equal(polled.body.errors.code, 'EXPIRED_TOKEN');
    const typed = await activate(code.user_code, phone.access_token);
    assert.equal(typed.status, 400);
    assert.equal(typed.body.errors.code, 'DEVICE_CODE_INVALID');
    assert.equal(typed.body.message, 'This code is invalid or has expired.');
  });

  it('unknown, oversized and wrongly typed device codes at the token call: 400, never 500', async () => {
    for (const deviceCode of ['never-issued', 'd'.repeat(10_000)]) {
      const reply = await poll(deviceCode);
      assert.equal(reply.status, 400);
      assert.equal(reply.body.errors.code, 'EXPIRED_TOKEN');
    }
    assert.equal((await poll(123)).status, 400);
    assert.equal((await requestJson(t.app, 'POST', '/v2/site/device/token', { body: {} })).status, 400);
  });

  it('activating needs a signed-in user', async () => {
    const code = await newDeviceCode();
    const reply = await requestJson(t.app, 'POST', '/v2/site/device/activate', { body: { userCode: code.user_code } });
    assert.equal(reply.status, 401);
    assert.equal(reply.body.errors.code, 'UNAUTHORIZED');
  });

  it('a code approved by one user cannot be taken over by another', async () => {
    await createUser(t, { username: 'FirstViewer' });
    await createUser(t, { username: 'SecondViewer' });
    const first = await signIn(t.app, 'FirstViewer');
    const second = await signIn(t.app, 'SecondViewer');
    const code = await newDeviceCode();
    assert.equal((await activate(code.user_code, first.access_token)).status, 200);
    const hijack = await activate(code.user_code, second.access_token);
    assert.equal(hijack.status, 400);
    assert.equal(hijack.body.errors.code, 'DEVICE_CODE_INVALID');
  });

  it('guessing user codes is limited to 10 attempts per user in 15 minutes', async () => {
    await createUser(t, { username: 'CodeGuesser' });
    const guesser = await signIn(t.app, 'CodeGuesser');
    const real = await newDeviceCode();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await activate(`ZZZZ-ZZZ${'ABCDEFGHJK'[i]}`, guesser.access_token)).status);
    assert.deepEqual(statuses, Array(10).fill(400));
    const blocked = await activate(real.user_code, guesser.access_token);
    assert.equal(blocked.status, 429, 'even the right code is refused once the limit is reached');
    assert.equal(blocked.body.errors.code, 'RATE_LIMITED');
    assert.ok(Number(blocked.headers['retry-after']) > 0);
  });

  it('malformed, SQL-looking and huge user codes: 400 DEVICE_CODE_INVALID', async () => {
    await createUser(t, { username: 'OddTyper' });
    const typer = await signIn(t.app, 'OddTyper');
    for (const userCode of ['ABC', "' OR 1=1 --", 'u'.repeat(10_000)]) {
      const reply = await activate(userCode, typer.access_token);
      assert.equal(reply.status, 400, userCode.slice(0, 20));
      assert.equal(reply.body.errors.code, 'DEVICE_CODE_INVALID');
    }
    const wrongType = await activate({ code: 'x' }, typer.access_token);
    assert.equal(wrongType.status, 400);
  });

  it('user codes are unique among the codes that can still be approved', async () => {
    const codes = await Promise.all(Array.from({ length: 20 }, () => newDeviceCode()));
    assert.equal(new Set(codes.map((code) => code.user_code)).size, 20);
  });
});
