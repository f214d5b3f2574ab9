import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { broadcasterSchema } from '@sermon/shared-contracts/entities/broadcaster.schema';
import { ERROR_MESSAGES } from '@sermon/shared-contracts/errors/messages';
import { broadcasterRoles, broadcasters, coupons } from '../../db/schema';
import { authHeader, createSignedInUser, requestJson, type SignedInUser } from '../../testing/auth-helpers';
import { getJson, startTestApp, type TestApp } from '../../testing/test-app';
import { BROADCASTER_LOGIN_FAILED_TEXT } from './broadcaster-login';
import { COUPON_INVALID_TEXT, EMAIL_NOT_VERIFIED_TEXT } from './sign-up';

let t: TestApp;
let founder: SignedInUser;
let unverified: SignedInUser;
let graceAdmin: SignedInUser;
let graceUploader: SignedInUser;
let outsider: SignedInUser;
let siteAdmin: SignedInUser;

const NOW = Math.floor(Date.now() / 1000);

before(async () => {
  t = await startTestApp();
  founder = await createSignedInUser(t, { username: 'founder1' });
  unverified = await createSignedInUser(t, { username: 'notverified', verified: false });
  graceAdmin = await createSignedInUser(t, { username: 'graceadmin', broadcasterRoles: [{ broadcasterID: 'gracechapel', role: BROADCASTER_ROLES.Admin }] });
  graceUploader = await createSignedInUser(t, { username: 'graceup', broadcasterRoles: [{ broadcasterID: 'gracechapel', role: BROADCASTER_ROLES.Uploader }] });
  outsider = await createSignedInUser(t, { username: 'outsider', email: 'Outsider@Example.test' });
  siteAdmin = await createSignedInUser(t, { username: 'siteadmin', siteRoles: [2] });
  await t.database.db.insert(coupons).values([
    { code: 'WELCOME1', couponType: 'signup', description: 'First month free', freeMonths: 1, createdAt: NOW },
    { code: 'USEDONE', couponType: 'signup', createdAt: NOW, usedAt: NOW },
    { code: 'OLDONE', couponType: 'free-signup', createdAt: NOW - 100, expiresAt: NOW - 10 },
    { code: 'ADCOUPON', couponType: 'sermon', createdAt: NOW },
  ]);
});
after(() => t.close());

const signUpBody = (overrides: Record<string, unknown> = {}) => ({
  broadcasterID: 'newchurch',
  displayName: 'New Hope Church',
  location: 'Austin, Texas',
  countryISOCode: 'US',
  categories: 1,
  email: 'office@newhope.test',
  ...overrides,
});

describe('GET /v2/node/broadcasters/{id}/available', () => {
  it('is true for a free, well-formed id', async () => {
    const { status, body } = await getJson(t.app, '/v2/node/broadcasters/freeidnow/available');
    assert.equal(status, 200);
    assert.deepEqual(body, { isAvailable: true });
  });

  it('is false for a taken id, in any case', async () => {
    assert.deepEqual((await getJson(t.app, '/v2/node/broadcasters/gracechapel/available')).body, { isAvailable: false });
    assert.deepEqual((await getJson(t.app, '/v2/node/broadcasters/GraceChapel/available')).body, { isAvailable: false });
  });

  it('is false for an id the rule refuses (too short, upper case, dashes, too long)', async () => {
    for (const id of ['ab', 'NewChurch', 'new-church', 'a'.repeat(31)]) {
      assert.deepEqual((await getJson(t.app, `/v2/node/broadcasters/${id}/available`)).body, { isAvailable: false }, id);
    }
  });
});

describe('POST /v2/node/broadcasters (sign-up)', () => {
  it('needs a signed-in user', async () => {
    const reply = await requestJson(t.app, 'POST', '/v2/node/broadcasters', { body: signUpBody() });
    assert.equal(reply.status, 401);
  });

  it('needs a verified e-mail address, with a clear 403', async () => {
    const reply = await requestJson(t.app, 'POST', '/v2/node/broadcasters', { body: signUpBody({ broadcasterID: 'unverifiedch' }), headers: authHeader(unverified.tokens) });
    assert.equal(reply.status, 403);
    assert.equal(reply.body.message, EMAIL_NOT_VERIFIED_TEXT);
    assert.equal(reply.body.errors.code, 'EMAIL_NOT_VERIFIED');
  });

  it('reports every invalid field at once', async () => {
    const reply = await requestJson(t.app, 'POST', '/v2/node/broadcasters', {
      body: { broadcasterID: 'Bad Id', displayName: '', location: 'x'.repeat(101), countryISOCode: 'XX', categories: 0, email: 'nope' },
      headers: authHeader(founder.tokens),
    });
    assert.equal(reply.status, 400);
    assert.equal(reply.body.errors.broadcasterID, '3-30 characters, digits and lower-case letters, unique');
    assert.ok(reply.body.errors.displayName);
    assert.ok(reply.body.errors.location);
    assert.ok(reply.body.errors.countryISOCode);
    assert.ok(reply.body.errors.categories);
    assert.ok(reply.body.errors.email);
  });

  it("answers 409 'This Broadcaster ID is already in use.' for a taken id", async () => {
    const reply = await requestJson(t.app, 'POST', '/v2/node/broadcasters', { body: signUpBody({ broadcasterID: 'gracechapel' }), headers: authHeader(founder.tokens) });
    assert.equal(reply.status, 409);
    assert.equal(reply.body.message, ERROR_MESSAGES.broadcasterIdTaken);
    assert.equal(reply.body.errors.broadcasterID, ERROR_MESSAGES.broadcasterIdTaken);
  });

  it('creates the broadcaster, makes the caller its Admin, and the id is then taken', async () => {
    const reply = await requestJson(t.app, 'POST', '/v2/node/broadcasters', { body: signUpBody(), headers: authHeader(founder.tokens) });
    assert.equal(reply.status, 201, reply.raw);
    broadcasterSchema.parse(reply.body);
    assert.equal(reply.body.broadcasterID, 'newchurch');
    assert.equal(reply.body.displayName, 'New Hope Church');
    assert.equal(reply.body.countryISOCode, 'US');
    assert.equal(reply.body.country, 'United States');
    assert.match(reply.body.idCode, /^\d{5,}$/);
    const roles = await t.database.db
      .select()
      .from(broadcasterRoles)
      .where(and(eq(broadcasterRoles.userId, founder.id), eq(broadcasterRoles.broadcasterId, 'newchurch')));
    assert.deepEqual(roles.map((r) => r.role), [BROADCASTER_ROLES.Admin]);
    assert.deepEqual((await getJson(t.app, '/v2/node/broadcasters/newchurch/available')).body, { isAvailable: false });
    assert.equal((await getJson(t.app, '/v2/node/broadcasters/newchurch')).status, 200);
    // the new Admin reads its dashboard data at once (roles are read per request)
    const stats = await requestJson(t.app, 'GET', '/v2/node/broadcasters/newchurch/lifetime_stats', { headers: authHeader(founder.tokens) });
    assert.equal(stats.status, 200);
    assert.equal(stats.body.sermons, 0);
  });

  it('accepts a form body with one categories field per checkbox', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v2/node/broadcasters',
      headers: { ...authHeader(founder.tokens), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'broadcasterID=formchurch&displayName=Form+Church&location=Leeds&countryISOCode=gb&categories=1&categories=8&email=a%40b.test',
    });
    assert.equal(response.statusCode, 201, response.body);
    assert.equal(JSON.parse(response.body).categories, 9);
  });

  it('gives one broadcaster and one 409 when two sign-ups race for the same id', async () => {
    const [a, b] = await Promise.all([
      requestJson(t.app, 'POST', '/v2/node/broadcasters', { body: signUpBody({ broadcasterID: 'racedid' }), headers: authHeader(founder.tokens) }),
      requestJson(t.app, 'POST', '/v2/node/broadcasters', { body: signUpBody({ broadcasterID: 'racedid' }), headers: authHeader(outsider.tokens) }),
    ]);
    assert.deepEqual([a.status, b.status].sort(), [201, 409]);
    const rows = await t.database.db.select().from(broadcasterRoles).where(eq(broadcasterRoles.broadcasterId, 'racedid'));
    assert.equal(rows.length, 1);
  });

  it('keeps a huge display name out (400), not truncated silently', async () => {
    const reply = await requestJson(t.app, 'POST', '/v2/node/broadcasters', { body: signUpBody({ broadcasterID: 'hugename', displayName: 'x'.repeat(5000) }), headers: authHeader(founder.tokens) });
    assert.equal(reply.status, 400);
    assert.ok(reply.body.errors.displayName);
  });

  it('uses a valid coupon once and marks it used by the new broadcaster', async () => {
    const reply = await requestJson(t.app, 'POST', '/v2/node/broadcasters', { body: signUpBody({ broadcasterID: 'couponchurch', coupon: ' welcome1 ' }), headers: authHeader(founder.tokens) });
    assert.equal(reply.status, 201, reply.raw);
    const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.code, 'WELCOME1'));
    assert.equal(coupon!.usedByBroadcasterId, 'couponchurch');
    assert.ok(coupon!.usedAt);
    const again = await requestJson(t.app, 'POST', '/v2/node/broadcasters', { body: signUpBody({ broadcasterID: 'couponchurch2', coupon: 'WELCOME1' }), headers: authHeader(founder.tokens) });
    assert.equal(again.status, 400);
    assert.equal(again.body.errors.coupon, COUPON_INVALID_TEXT);
    assert.equal((await getJson(t.app, '/v2/node/broadcasters/couponchurch2/available')).body.isAvailable, true);
  });

  it('refuses used, expired, unknown and non-sign-up coupons and creates nothing', async () => {
    for (const coupon of ['USEDONE', 'OLDONE', 'NOSUCH', 'ADCOUPON']) {
      const reply = await requestJson(t.app, 'POST', '/v2/node/broadcasters', { body: signUpBody({ broadcasterID: 'badcoupon', coupon }), headers: authHeader(founder.tokens) });
      assert.equal(reply.status, 400, coupon);
      assert.equal(reply.body.errors.coupon, COUPON_INVALID_TEXT);
    }
    const [row] = await t.database.db.select().from(broadcasters).where(eq(broadcasters.id, 'badcoupon'));
    assert.equal(row, undefined);
  });
});

describe('GET /v2/signup_params and signup_params/coupon/{code}', () => {
  it('lists categories, countries, plans and the ID bounds', async () => {
    const { status, body } = await getJson(t.app, '/v2/signup_params');
    assert.equal(status, 200);
    assert.deepEqual(body.categories.map((c: { value: number }) => c.value), [1, 2, 4, 8]);
    assert.equal(body.countries[0].code, 'US');
    assert.ok(body.countries.some((c: { code: string; name: string }) => c.code === 'DE' && c.name === 'Germany'));
    assert.ok(body.plans.length >= 1);
    assert.deepEqual(body.broadcasterID, { minLength: 3, maxLength: 30 });
  });

  it('answers a usable sign-up coupon (any case) and 404 for anything else', async () => {
    await t.database.db.insert(coupons).values({ code: 'SPRING25', couponType: 'signup-repeat-3m', description: 'Three months', freeMonths: 3, createdAt: NOW });
    const found = await getJson(t.app, '/v2/signup_params/coupon/spring25');
    assert.equal(found.status, 200);
    assert.equal(found.body.code, 'SPRING25');
    assert.equal(found.body.freeMonths, 3);
    for (const code of ['USEDONE', 'OLDONE', 'NOSUCH', 'ADCOUPON']) {
      const missing = await getJson(t.app, `/v2/signup_params/coupon/${code}`);
      assert.equal(missing.status, 404, code);
      assert.equal(typeof missing.body.message, 'string');
    }
  });
});

describe('POST /v2/node/users/login (legacy broadcaster credentials)', () => {
  let legacyPassword = '';

  it('lets an Admin generate a legacy password, shown once', async () => {
    const reply = await requestJson(t.app, 'POST', '/v2/node/users/login', { body: { broadcasterID: 'gracechapel', generate: true }, headers: authHeader(graceAdmin.tokens) });
    assert.equal(reply.status, 200, reply.raw);
    assert.equal(reply.body.broadcasterID, 'gracechapel');
    assert.match(reply.body.password, /^[A-Za-z2-9]{14}$/);
    legacyPassword = reply.body.password;
    const [row] = await t.database.db.select().from(broadcasters).where(eq(broadcasters.id, 'gracechapel'));
    assert.ok(row!.legacyPasswordHash && !row!.legacyPasswordHash.includes(legacyPassword));
  });

  it('refuses generating for an Uploader (403) or another broadcaster (403)', async () => {
    const uploader = await requestJson(t.app, 'POST', '/v2/node/users/login', { body: { broadcasterID: 'gracechapel', generate: 'true' }, headers: authHeader(graceUploader.tokens) });
    assert.equal(uploader.status, 403);
    assert.equal(uploader.body.message, ERROR_MESSAGES.forbidden.replace('{broadcaster}', 'Grace Chapel'));
    const other = await requestJson(t.app, 'POST', '/v2/node/users/login', { body: { broadcasterID: 'berlinradio', generate: true }, headers: authHeader(graceAdmin.tokens) });
    assert.equal(other.status, 403);
  });

  it('refuses a wrong password or an unknown broadcaster with the same 401', async () => {
    const wrong = await requestJson(t.app, 'POST', '/v2/node/users/login', { body: { broadcasterID: 'gracechapel', password: 'not-it' }, headers: authHeader(outsider.tokens) });
    assert.equal(wrong.status, 401);
    assert.equal(wrong.body.message, BROADCASTER_LOGIN_FAILED_TEXT);
    const unknown = await requestJson(t.app, 'POST', '/v2/node/users/login', { body: { broadcasterID: 'nosuchone', password: 'x' }, headers: authHeader(outsider.tokens) });
    assert.equal(unknown.status, 401);
    assert.equal(unknown.body.message, BROADCASTER_LOGIN_FAILED_TEXT);
    // a broadcaster that never had a legacy password cannot be entered with any
    const none = await requestJson(t.app, 'POST', '/v2/node/users/login', { body: { broadcasterID: 'berlinradio', password: '' }, headers: authHeader(outsider.tokens) });
    assert.equal(none.status, 400);
  });

  it('links the signed-in user as Admin with the right password', async () => {
    const reply = await requestJson(t.app, 'POST', '/v2/node/users/login', { body: { broadcasterID: 'gracechapel', password: legacyPassword }, headers: authHeader(outsider.tokens) });
    assert.equal(reply.status, 200, reply.raw);
    assert.deepEqual(reply.body.roles.sort(), [2, 3, 4]);
    const linked = await requestJson(t.app, 'GET', '/v2/site/users/broadcasters?linkedOnly=true&pageSize=100', { headers: authHeader(outsider.tokens) });
    assert.ok(linked.body.results.some((b: { broadcasterID: string }) => b.broadcasterID === 'gracechapel'));
  });

  it('needs a signed-in user', async () => {
    const reply = await requestJson(t.app, 'POST', '/v2/node/users/login', { body: { broadcasterID: 'gracechapel', password: legacyPassword } });
    assert.equal(reply.status, 401);
  });

  it('stops guessing after 10 failures per broadcaster (429)', async () => {
    let last = 0;
    for (let i = 0; i < 12; i++) {
      last = (await requestJson(t.app, 'POST', '/v2/node/users/login', { body: { broadcasterID: 'oxfordsem', password: `guess${i}` }, headers: authHeader(founder.tokens) })).status;
    }
    assert.equal(last, 429);
  });
});

describe('POST /v2/node/broadcasters/{id}/linked_users', () => {
  it("answers 'No user found' (404) for an unknown username or e-mail", async () => {
    const reply = await requestJson(t.app, 'POST', '/v2/node/broadcasters/gracechapel/linked_users', { body: { username: 'nobodyhere' }, headers: authHeader(graceAdmin.tokens) });
    assert.equal(reply.status, 404);
    assert.equal(reply.body.message, ERROR_MESSAGES.noUser);
  });

  it('links a user found by e-mail (any case) with the given roles', async () => {
    const reply = await requestJson(t.app, 'POST', '/v2/node/broadcasters/berlinradio/linked_users', { body: { username: 'outsider@example.TEST', roles: [3] }, headers: authHeader(siteAdmin.tokens) });
    assert.equal(reply.status, 201, reply.raw);
    assert.equal(reply.body.username, 'outsider');
    assert.deepEqual(reply.body.roles, [3]);
  });

  it("answers 'User is already linked to this broadcaster account' (409) the second time", async () => {
    const reply = await requestJson(t.app, 'POST', '/v2/node/broadcasters/gracechapel/linked_users', { body: { username: 'graceup' }, headers: authHeader(graceAdmin.tokens) });
    assert.equal(reply.status, 409);
    assert.equal(reply.body.message, ERROR_MESSAGES.userAlreadyLinked);
  });

  it('is for Admins only (an Uploader gets 403) and refuses unknown roles', async () => {
    const uploader = await requestJson(t.app, 'POST', '/v2/node/broadcasters/gracechapel/linked_users', { body: { username: 'founder1' }, headers: authHeader(graceUploader.tokens) });
    assert.equal(uploader.status, 403);
    const badRoles = await requestJson(t.app, 'POST', '/v2/node/broadcasters/gracechapel/linked_users', { body: { username: 'founder1', roles: [9] }, headers: authHeader(graceAdmin.tokens) });
    assert.equal(badRoles.status, 400);
  });
});

describe('GET /v2/site/users/broadcasters?linkedOnly=true', () => {
  it('lists the broadcasters the user holds a role for, by name', async () => {
    const reply = await requestJson(t.app, 'GET', '/v2/site/users/broadcasters?linkedOnly=True&pageSize=100', { headers: authHeader(founder.tokens) });
    assert.equal(reply.status, 200);
    const ids = reply.body.results.map((b: { broadcasterID: string }) => b.broadcasterID);
    assert.deepEqual(new Set(ids), new Set(['newchurch', 'formchurch', 'couponchurch', ...(ids.includes('racedid') ? ['racedid'] : [])]));
    const names = reply.body.results.map((b: { displayName: string }) => b.displayName.toLowerCase());
    assert.deepEqual(names, [...names].sort());
    assert.equal(reply.body.totalCount, ids.length);
  });

  it('is empty for a user with no roles, and the followed list is unchanged without linkedOnly', async () => {
    const none = await createSignedInUser(t, { username: 'norolesuser' });
    const linked = await requestJson(t.app, 'GET', '/v2/site/users/broadcasters?linkedOnly=true', { headers: authHeader(none.tokens) });
    assert.deepEqual(linked.body.results, []);
    const followed = await requestJson(t.app, 'GET', '/v2/site/users/broadcasters', { headers: authHeader(graceAdmin.tokens) });
    assert.equal(followed.status, 200);
    assert.deepEqual(followed.body.results, []);
  });
});

describe('POST /v2/node/broadcasters/{id}/referral_coupons', () => {
  it('gives an Admin a referral code that a sign-up can then use', async () => {
    const reply = await requestJson(t.app, 'POST', '/v2/node/broadcasters/gracechapel/referral_coupons', { body: { customMessage: 'Join us!' }, headers: authHeader(graceAdmin.tokens) });
    assert.equal(reply.status, 201);
    assert.match(reply.body.couponID, /^REF-[A-Z2-9]{8}$/);
    const lookup = await getJson(t.app, `/v2/signup_params/coupon/${reply.body.couponID}`);
    assert.equal(lookup.body.customMessage, 'Join us!');
    assert.equal(lookup.body.broadcasterID, 'gracechapel');
  });

  it('is refused to an Uploader', async () => {
    const reply = await requestJson(t.app, 'POST', '/v2/node/broadcasters/gracechapel/referral_coupons', { body: {}, headers: authHeader(graceUploader.tokens) });
    assert.equal(reply.status, 403);
  });
});
