import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { desc, eq } from 'drizzle-orm';
import { BROADCASTER_ROLES, SITE_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { broadcasterSchema } from '@sermon/shared-contracts/entities/broadcaster.schema';
import { nodeListSchema } from '@sermon/shared-contracts/entities/node-list.schema';
import { sermonSeriesSchema } from '@sermon/shared-contracts/entities/sermon-series.schema';
import { sermonSchema } from '@sermon/shared-contracts/entities/sermon.schema';
import { speakerSchema } from '@sermon/shared-contracts/entities/speaker.schema';
import { feedItemSchema, loginTokensSchema, publicUserSchema, userSchema } from '@sermon/shared-contracts/entities/user.schema';
import type { LoginTokens, User } from '@sermon/shared-contracts/entities/user';
import { follows, listeningHistory, mailOutbox, refreshTokens, sermonComments, sermons, users } from '../../db/schema';
import { createSignedInUser, createUser, signIn, TEST_PASSWORD, type SignedInUser } from '../../testing/auth-helpers';
import { call, tamperedToken, unsignedToken } from '../../testing/inject-json';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let ann: SignedInUser;
let bob: SignedInUser;
let admin: SignedInUser;
let graceAdmin: SignedInUser;
let graceUploader: SignedInUser;

before(async () => {
  t = await startTestApp();
  ann = await createSignedInUser(t, { username: 'annuser', displayName: 'Ann' });
  bob = await createSignedInUser(t, { username: 'bobuser' });
  admin = await createSignedInUser(t, { username: 'adminuser', siteRoles: [SITE_ROLES.Admin] });
  graceAdmin = await createSignedInUser(t, {
    username: 'graceboss',
    broadcasterRoles: [{ broadcasterID: 'gracechapel', role: BROADCASTER_ROLES.Admin }],
  });
  graceUploader = await createSignedInUser(t, {
    username: 'graceup',
    broadcasterRoles: [{ broadcasterID: 'gracechapel', role: BROADCASTER_ROLES.Uploader }],
  });
});
after(() => t.close());

const patch = (token: LoginTokens | string, body: unknown) => call(t.app, 'PATCH', '/v2/site/users', { token, body });

async function lastMailTo(address: string) {
  const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)).orderBy(desc(mailOutbox.id)).limit(1);
  return row;
}

describe('GET site/users', () => {
  it('answers the signed-in user with roles, preferences and private cache headers', async () => {
    const reply = await call<User>(t.app, 'GET', '/v2/site/users', { token: graceAdmin.tokens });
    assert.equal(reply.status, 200);
    userSchema.parse(reply.body);
    assert.equal(reply.body.username, 'graceboss');
    assert.equal(reply.body.display_name, 'graceboss', 'falls back to the username');
    assert.deepEqual(reply.body.broadcasterAdminIds, ['gracechapel']);
    assert.deepEqual(JSON.parse(reply.body.web_preferences), { showDesktopNav: true, showTranscripts: false });
    assert.equal(reply.headers['cache-control'], 'private, no-store');
  });

  it("lets a site admin read another user's account", async () => {
    const reply = await call<User>(t.app, 'GET', `/v2/site/users?userID=${ann.id}`, { token: admin.tokens });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.username, 'annuser');
  });
});

describe('PATCH site/users', () => {
  it('changes profile fields and answers the updated user', async () => {
    const reply = await patch(ann.tokens, {
      display_name: '  Ann Smith ',
      display_location: 'Savannah, GA',
      church_leader: true,
      gender: 'female',
      newsletter_opt_in: true,
      birth_year: 1980,
      notify_email: false,
      notify_mobile: true,
      my_church_broadcaster_id: 'gracechapel',
      // a client may send the whole user back: fields it cannot change are ignored
      username: 'hijack',
      roles: [2],
      verified: true,
    });
    assert.equal(reply.status, 200, reply.raw);
    userSchema.parse(reply.body.user);
    assert.equal(reply.body.tokens, undefined);
    const user = reply.body.user;
    assert.equal(user.display_name, 'Ann Smith');
    assert.equal(user.display_location, 'Savannah, GA');
    assert.equal(user.church_leader, true);
    assert.equal(user.gender, 'female');
    assert.equal(user.newsletter_opt_in, true);
    assert.equal(user.birth_year, 1980);
    assert.equal(user.notify_email, false);
    assert.equal(user.notify_mobile, true);
    assert.equal(user.my_church_broadcaster_id, 'gracechapel');
    assert.equal(user.myChurchBroadcasterID, 'gracechapel');
    assert.equal(user.username, 'annuser');
    assert.deepEqual(user.roles, []);

    const cleared = await patch(ann.tokens, { display_name: '', gender: null, birth_year: null, my_church_broadcaster_id: null });
    assert.equal(cleared.status, 200);
    assert.equal(cleared.body.user.display_name, 'annuser');
    assert.equal(cleared.body.user.gender, null);
    assert.equal(cleared.body.user.birth_year, null);
    assert.equal(cleared.body.user.my_church_broadcaster_id, null);
  });

  it('merges web preferences sent as JSON text and drops unknown keys', async () => {
    let reply = await patch(ann.tokens, { web_preferences: JSON.stringify({ showTranscripts: true, shown: ['welcome', 'bogus'], evil: '<x>' }) });
    assert.equal(reply.status, 200);
    assert.deepEqual(JSON.parse(reply.body.user.web_preferences), { showDesktopNav: true, showTranscripts: true, shown: ['welcome'] });
    reply = await patch(ann.tokens, { web_preferences: '{"showDesktopNav":false}' });
    assert.deepEqual(JSON.parse(reply.body.user.web_preferences), { showDesktopNav: false, showTranscripts: true, shown: ['welcome'] });
    // text that is not JSON changes nothing
    reply = await patch(ann.tokens, { web_preferences: 'not json' });
    assert.deepEqual(JSON.parse(reply.body.user.web_preferences), { showDesktopNav: false, showTranscripts: true, shown: ['welcome'] });
  });

  it('answers 404 "Broadcaster not found" for an unknown My Church', async () => {
    const reply = await patch(ann.tokens, { my_church_broadcaster_id: 'nosuchchurch' });
    assert.equal(reply.status, 404);
    assert.deepEqual(reply.body, { message: 'Broadcaster not found', errors: { code: 'NOT_FOUND' } });
  });

  it('answers 400 with a text per bad field, and changes nothing', async () => {
    const nextYear = new Date().getUTCFullYear() + 1;
    const reply = await patch(ann.tokens, {
      display_name: 'x'.repeat(65),
      display_location: 'line\nbreak',
      birth_year: nextYear,
      gender: 'other',
      church_leader: 'yes',
      email: 'not-an-email',
      password: 'short',
      web_preferences: 42,
    });
    assert.equal(reply.status, 400);
    for (const field of ['display_name', 'display_location', 'birth_year', 'gender', 'church_leader', 'email', 'password', 'web_preferences']) {
      assert.equal(typeof reply.body.errors[field], 'string', field);
    }
    for (const year of [1899, 1980.5, 'abc']) {
      assert.equal((await patch(ann.tokens, { birth_year: year })).status, 400, String(year));
    }
    for (const body of [[], 'text', null]) {
      assert.equal((await call(t.app, 'PATCH', '/v2/site/users', { token: ann.tokens, body, headers: { 'content-type': 'application/json' } })).status, 400);
    }
    const unchanged = await call<User>(t.app, 'GET', '/v2/site/users', { token: ann.tokens });
    assert.equal(unchanged.body.display_name, 'annuser');
  });

  it('changes the e-mail only with the current password, unverifies it and mails a new activation link', async () => {
    const carol = await createSignedInUser(t, { username: 'carolmail' });
    const missing = await patch(carol.tokens, { email: 'carol.new@example.test' });
    assert.equal(missing.status, 400);
    assert.equal(missing.body.errors.code, 'CURRENT_PASSWORD_REQUIRED');
    const wrong = await patch(carol.tokens, { email: 'carol.new@example.test', current_password: 'Wrong-password-1' });
    assert.equal(wrong.status, 401);
    assert.equal(wrong.body.errors.code, 'INVALID_CREDENTIALS');
    const taken = await patch(carol.tokens, { email: 'BOBUSER@example.test', current_password: TEST_PASSWORD });
    assert.equal(taken.status, 409);
    assert.equal(taken.body.errors.code, 'EMAIL_TAKEN');

    const changed = await patch(carol.tokens, { email: 'carol.new@example.test', current_password: TEST_PASSWORD });
    assert.equal(changed.status, 200, changed.raw);
    assert.equal(changed.body.user.email, 'carol.new@example.test');
    assert.equal(changed.body.user.verified, false);
    const mail = await lastMailTo('carol.new@example.test');
    assert.ok(mail, 'a mail went to the new address');
    const code = /\/user\/verify\?code=([A-Za-z0-9_-]+)/.exec(mail.textBody)?.[1];
    assert.ok(code, mail.textBody);
    const activated = await call(t.app, 'POST', `/v2/site/activations/${code}/activate`);
    assert.equal(activated.status, 200, activated.raw);
    assert.equal((await call<User>(t.app, 'GET', '/v2/site/users', { token: carol.tokens })).body.verified, true);

    // the same address in other letter case needs no password and stays verified
    const recased = await patch(carol.tokens, { email: 'Carol.New@example.test' });
    assert.equal(recased.status, 200);
    assert.equal(recased.body.user.email, 'Carol.New@example.test');
    assert.equal(recased.body.user.verified, true);
  });

  it('changes the password: every old session ends and the answer carries new tokens', async () => {
    const dave = await createUser(t, { username: 'davepass' });
    const first = await signIn(t.app, 'davepass');
    const second = await signIn(t.app, 'davepass');
    const weak = await patch(first, { password: 'alllowercase', current_password: TEST_PASSWORD });
    assert.equal(weak.status, 400);
    assert.equal(typeof weak.body.errors.password, 'string');

    const reply = await patch(first, { password: 'New-password-2', current_password: TEST_PASSWORD });
    assert.equal(reply.status, 200, reply.raw);
    loginTokensSchema.parse(reply.body.tokens);
    const fresh = reply.body.tokens!;
    for (const old of [first, second]) {
      assert.equal((await call(t.app, 'GET', '/v2/site/users', { token: old })).status, 401);
      const refreshed = await call(t.app, 'POST', '/v2/site/users/refresh', { body: { refresh_token: old.refresh_token } });
      assert.equal(refreshed.status, 401);
    }
    assert.equal((await call(t.app, 'GET', '/v2/site/users', { token: fresh })).status, 200);
    assert.equal((await call(t.app, 'POST', '/v2/site/users/refresh', { body: { refresh_token: fresh.refresh_token } })).status, 200);
    await signIn(t.app, 'davepass', 'New-password-2');
    assert.ok(dave.id > 0);
  });

  it('refuses credential changes for another user, even by a site admin', async () => {
    const reply = await call(t.app, 'PATCH', `/v2/site/users?userID=${bob.id}`, {
      token: admin.tokens,
      body: { email: 'stolen@example.test', current_password: TEST_PASSWORD },
    });
    assert.equal(reply.status, 403);
    const profile = await call(t.app, 'PATCH', `/v2/site/users?userID=${bob.id}`, { token: admin.tokens, body: { display_location: 'Moderated' } });
    assert.equal(profile.status, 200);
    assert.equal(profile.body.user.username, 'bobuser');
  });
});

describe('followed lists and the feed', () => {
  it('lists what the user follows, newest follow first, each with followed: true', async () => {
    const erin = await createSignedInUser(t, { username: 'erinlists' });
    for (const url of [
      '/v2/site/broadcasters/gracechapel',
      '/v2/site/broadcasters/oxfordsem',
      '/v2/site/speakers/3',
      '/v2/site/series/12',
      `/v2/site/sermons/${t.fixture.ids.psalm}`,
      `/v2/site/sermons/${t.fixture.ids.romans}`,
    ]) {
      assert.equal((await call(t.app, 'POST', url, { token: erin.tokens })).status, 204, url);
      await new Promise((resolve) => setTimeout(resolve, 1050));
    }
    const broadcasters = await call(t.app, 'GET', '/v2/site/users/broadcasters', { token: erin.tokens });
    nodeListSchema(broadcasterSchema).parse(broadcasters.body);
    assert.deepEqual(broadcasters.body.results.map((b: { broadcasterID: string }) => b.broadcasterID), ['oxfordsem', 'gracechapel']);
    assert.ok(broadcasters.body.results.every((b: { followed: boolean }) => b.followed));

    const speakers = await call(t.app, 'GET', '/v2/site/users/speakers', { token: erin.tokens });
    nodeListSchema(speakerSchema).parse(speakers.body);
    assert.deepEqual(speakers.body.results.map((s: { speakerID: number; followed: boolean }) => [s.speakerID, s.followed]), [[3, true]]);

    const series = await call(t.app, 'GET', '/v2/site/users/series', { token: erin.tokens });
    nodeListSchema(sermonSeriesSchema).parse(series.body);
    assert.deepEqual(series.body.results.map((s: { seriesID: number; followed: boolean }) => [s.seriesID, s.followed]), [[12, true]]);
    assert.equal(series.body.results[0].broadcaster.followed, false, 'its broadcaster is not followed');

    const favourites = await call(t.app, 'GET', '/v2/site/users/sermons?pageSize=1', { token: erin.tokens });
    nodeListSchema(sermonSchema).parse(favourites.body);
    assert.deepEqual(favourites.body.results.map((s: { sermonID: string }) => s.sermonID), [t.fixture.ids.romans]);
    assert.equal(favourites.body.totalCount, 2);
    assert.equal(favourites.body.next, '/v2/site/users/sermons?pageSize=1&page=2');
    assert.equal(favourites.body.results[0].broadcaster.followed, true, 'nested objects carry their own flags');

    // the feed: published sermons of gracechapel and oxfordsem, of speaker 3 and of series 12, newest first
    const feed = await call(t.app, 'GET', '/v2/site/users/feeds?type=sermons', { token: erin.tokens });
    assert.equal(feed.status, 200);
    nodeListSchema(feedItemSchema).parse(feed.body);
    const published = await t.database.db.select({ id: sermons.id, at: sermons.publishTimestamp, broadcaster: sermons.broadcasterId }).from(sermons);
    const now = Date.now() / 1000;
    const expected = published
      .filter((s) => s.at !== null && s.at <= now && ['gracechapel', 'oxfordsem', 'berlinradio'].includes(s.broadcaster))
      .sort((a, b) => b.at! - a.at! || Number(b.id) - Number(a.id))
      .map((s) => s.id);
    assert.deepEqual(feed.body.results.map((item: { id: string }) => item.id), expected);
    assert.ok(feed.body.results.every((item: { type: string; sermon: { sermonID: string }; id: string }) => item.type === 'sermon' && item.sermon.sermonID === item.id));
    for (const type of ['articles', 'notices', 'webcasts']) {
      const empty = await call(t.app, 'GET', `/v2/site/users/feeds?type=${type}`, { token: erin.tokens });
      assert.equal(empty.status, 200);
      assert.deepEqual(empty.body.results, []);
    }
    assert.equal((await call(t.app, 'GET', '/v2/site/users/feeds?type=bogus', { token: erin.tokens })).status, 400);
  });

  it('feeds only the sermons of what is followed: a speaker and a series here', async () => {
    const ivy = await createSignedInUser(t, { username: 'ivyfeed' });
    await call(t.app, 'POST', '/v2/site/speakers/2', { token: ivy.tokens });
    await call(t.app, 'POST', '/v2/site/series/11', { token: ivy.tokens });
    const feed = await call(t.app, 'GET', '/v2/site/users/feeds', { token: ivy.tokens });
    // 1002 (series 11, published 2023), 1007 (Spurgeon, published 2015), 1004 (Spurgeon, published 2021)
    assert.deepEqual(feed.body.results.map((item: { id: string }) => item.id), ['1002', '1004', '1007']);
    assert.equal(feed.body.results[1].sermon.speaker.followed, true);
    assert.equal(feed.body.totalCount, 3);
  });

  it('answers empty lists for a user who follows nothing', async () => {
    for (const name of ['broadcasters', 'speakers', 'series', 'sermons', 'feeds']) {
      const reply = await call(t.app, 'GET', `/v2/site/users/${name}`, { token: bob.tokens });
      assert.equal(reply.status, 200, name);
      assert.deepEqual(reply.body.results, []);
      assert.equal(reply.body.totalCount, 0);
    }
  });
});

describe('GET site/users/search', () => {
  it('lets site admins and broadcaster admins find users by name or exact e-mail, as PublicUsers', async () => {
    for (const searcher of [admin, graceAdmin]) {
      const reply = await call(t.app, 'GET', '/v2/site/users/search?query=bobu', { token: searcher.tokens });
      assert.equal(reply.status, 200);
      nodeListSchema(publicUserSchema).parse(reply.body);
      assert.deepEqual(reply.body.results.map((u: { username: string }) => u.username), ['bobuser']);
      assert.equal(reply.body.results[0].email, undefined);
    }
    const byEmail = await call(t.app, 'GET', '/v2/site/users/search?query=BOBUSER%40example.test', { token: admin.tokens });
    assert.deepEqual(byEmail.body.results.map((u: { username: string }) => u.username), ['bobuser']);
    // a part of an address finds nothing: addresses are not browsable
    const partial = await call(t.app, 'GET', '/v2/site/users/search?query=example.test', { token: admin.tokens });
    assert.deepEqual(partial.body.results, []);
    // % and _ are literal
    const wildcard = await call(t.app, 'GET', '/v2/site/users/search?query=%25%25%25', { token: admin.tokens });
    assert.deepEqual(wildcard.body.results, []);
  });
});

describe('DELETE site/users', () => {
  it('removes the account with its follows, history, comments and sessions, and fixes comment counts', async () => {
    const frank = await createSignedInUser(t, { username: 'frankdelete' });
    const { romans } = t.fixture.ids;
    const [countBefore] = await t.database.db.select({ n: sermons.commentCount }).from(sermons).where(eq(sermons.id, romans));
    await call(t.app, 'POST', `/v2/sermon_comments/sermon/${romans}`, { token: frank.tokens, body: { text: 'A comment to go' } });
    await call(t.app, 'POST', `/v2/sermon_comments/sermon/${romans}`, { token: frank.tokens, body: { text: 'Another one to go' } });
    await call(t.app, 'POST', `/v2/sermon_comments/sermon/${romans}`, { token: ann.tokens, body: { text: 'A comment that stays' } });
    await call(t.app, 'POST', '/v2/site/speakers/1', { token: frank.tokens });
    await call(t.app, 'POST', `/v2/site/history/sermons/${romans}`, { token: frank.tokens, body: { play_position: 5 } });

    const missing = await call(t.app, 'DELETE', '/v2/site/users', { token: frank.tokens, body: {} });
    assert.equal(missing.status, 400);
    const wrong = await call(t.app, 'DELETE', '/v2/site/users', { token: frank.tokens, body: { password: 'Wrong-password-1' } });
    assert.equal(wrong.status, 401);
    assert.equal(wrong.body.errors.code, 'INVALID_CREDENTIALS');

    const reply = await call(t.app, 'DELETE', '/v2/site/users', { token: frank.tokens, body: { password: TEST_PASSWORD } });
    assert.equal(reply.status, 204, reply.raw);
    const db = t.database.db;
    assert.deepEqual(await db.select().from(users).where(eq(users.id, frank.id)), []);
    assert.deepEqual(await db.select().from(follows).where(eq(follows.userId, frank.id)), []);
    assert.deepEqual(await db.select().from(listeningHistory).where(eq(listeningHistory.userId, frank.id)), []);
    assert.deepEqual(await db.select().from(sermonComments).where(eq(sermonComments.userId, frank.id)), []);
    assert.deepEqual(await db.select().from(refreshTokens).where(eq(refreshTokens.userId, frank.id)), []);
    const [countAfter] = await db.select({ n: sermons.commentCount }).from(sermons).where(eq(sermons.id, romans));
    assert.equal(countAfter!.n, countBefore!.n + 1);
    assert.equal((await call(t.app, 'GET', '/v2/site/users', { token: frank.tokens })).status, 401);
    assert.equal((await call(t.app, 'POST', '/v2/site/users/refresh', { body: { refresh_token: frank.tokens.refresh_token } })).status, 401);
  });

  it('lets a site admin delete another account with the admin password', async () => {
    const gina = await createUser(t, { username: 'ginadelete' });
    const reply = await call(t.app, 'DELETE', `/v2/site/users?userID=${gina.id}`, { token: admin.tokens, body: { password: TEST_PASSWORD } });
    assert.equal(reply.status, 204);
    assert.deepEqual(await t.database.db.select().from(users).where(eq(users.id, gina.id)), []);
  });
});

describe('attacks', () => {
  it("answers 403 when a listener reads, changes or deletes another user's account or lists", async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/v2/site/users?userID=${bob.id}`],
      ['PATCH', `/v2/site/users?userID=${bob.id}`, { display_name: 'Owned' }],
      ['PATCH', '/v2/site/users', { display_name: 'Owned', userID: bob.id }],
      ['DELETE', `/v2/site/users?userID=${bob.id}`, { password: TEST_PASSWORD }],
      ['GET', `/v2/site/users/broadcasters?userID=${bob.id}`],
      ['GET', `/v2/site/users/speakers?userID=${bob.id}`],
      ['GET', `/v2/site/users/series?userID=${bob.id}`],
      ['GET', `/v2/site/users/sermons?userID=${bob.id}`],
      ['GET', `/v2/site/users/feeds?userID=${bob.id}`],
      ['POST', `/v2/site/users/upload_profile_picture?userID=${bob.id}`],
      ['POST', `/v2/site/users/delete_profile_picture?userID=${bob.id}`],
    ];
    for (const [method, url, body] of calls) {
      const reply = await call(t.app, method as 'GET', url, { token: ann.tokens, body });
      assert.equal(reply.status, 403, `${method} ${url}: ${reply.raw}`);
      assert.equal(reply.body.errors.code, 'FORBIDDEN');
    }
    const stillBob = await call<User>(t.app, 'GET', '/v2/site/users', { token: bob.tokens });
    assert.notEqual(stillBob.body.display_name, 'Owned');
  });

  it('answers 403 to a user search by a listener or an uploader, and 400 for a short query', async () => {
    for (const searcher of [ann, graceUploader]) {
      const reply = await call(t.app, 'GET', '/v2/site/users/search?query=bobuser', { token: searcher.tokens });
      assert.equal(reply.status, 403);
    }
    for (const query of ['', 'ab', '%20%20ab%20']) {
      assert.equal((await call(t.app, 'GET', `/v2/site/users/search?query=${query}`, { token: admin.tokens })).status, 400, query);
    }
  });

  it('rate-limits wrong current passwords per account (429 after 10 misses)', async () => {
    const hank = await createSignedInUser(t, { username: 'hankguess' });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await patch(hank.tokens, { password: 'New-password-3', current_password: `Guess-number-${i}` })).status);
    }
    assert.deepEqual(statuses.slice(0, 10), Array(10).fill(401));
    assert.equal(statuses[10], 429);
    // even the right password waits now, and the answer says for how long
    const locked = await patch(hank.tokens, { password: 'New-password-3', current_password: TEST_PASSWORD });
    assert.equal(locked.status, 429);
    assert.equal(locked.body.errors.code, 'RATE_LIMITED');
    assert.ok(Number(locked.headers['retry-after']) > 0);
  });

  it('answers 401 without a token, with a tampered one and with an unsigned one', async () => {
    for (const token of [undefined, tamperedToken(ann.tokens.access_token), unsignedToken(ann.tokens.access_token, { sub: String(admin.id) })]) {
      for (const [method, url] of [
        ['GET', '/v2/site/users'],
        ['PATCH', '/v2/site/users'],
        ['DELETE', '/v2/site/users'],
        ['GET', '/v2/site/users/speakers'],
        ['GET', '/v2/site/users/feeds'],
        ['GET', '/v2/site/users/search?query=bobuser'],
        ['POST', '/v2/site/users/upload_profile_picture'],
        ['POST', '/v2/site/users/delete_profile_picture'],
      ] as const) {
        const reply = await call(t.app, method, url, { token, body: method === 'PATCH' || method === 'DELETE' ? { password: TEST_PASSWORD } : undefined });
        assert.equal(reply.status, 401, `${method} ${url}: ${reply.raw}`);
        assert.equal(reply.body.errors.code, 'UNAUTHORIZED');
      }
    }
  });
});
