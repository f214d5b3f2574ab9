import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { FOLLOW_LIMITS, SITE_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { followStatusSchema } from '@sermon/shared-contracts/entities/user.schema';
import { follows } from '../../db/schema';
import { createSignedInUser, type SignedInUser } from '../../testing/auth-helpers';
import { call, forgedToken, tamperedToken } from '../../testing/inject-json';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let ann: SignedInUser;
let bob: SignedInUser;
let admin: SignedInUser;

before(async () => {
  t = await startTestApp();
  ann = await createSignedInUser(t, { username: 'annfollows' });
  bob = await createSignedInUser(t, { username: 'bobfollows' });
  admin = await createSignedInUser(t, { username: 'adminfollows', siteRoles: [SITE_ROLES.Admin] });
});
after(() => t.close());

describe('following broadcasters, speakers, series and sermons', () => {
  it('follows, reports and unfollows each kind of target', async () => {
    const targets: Array<[string, string, string]> = [
      ['broadcasters', 'gracechapel', 'broadcaster'],
      ['speakers', '2', 'speaker'],
      ['series', '10', 'series'],
      ['sermons', t.fixture.ids.romans, 'sermon'],
    ];
    for (const [collection, id, type] of targets) {
      const url = `/v2/site/${collection}/${id}`;
      const before = await call(t.app, 'GET', url, { token: ann.tokens });
      assert.equal(before.status, 200, before.raw);
      followStatusSchema.parse(before.body);
      assert.deepEqual(before.body, { id, type, followed: false });

      assert.equal((await call(t.app, 'POST', url, { token: ann.tokens })).status, 204);
      assert.deepEqual((await call(t.app, 'GET', url, { token: ann.tokens })).body, { id, type, followed: true });

      assert.equal((await call(t.app, 'DELETE', url, { token: ann.tokens })).status, 204);
      assert.deepEqual((await call(t.app, 'GET', url, { token: ann.tokens })).body, { id, type, followed: false });
    }
  });

  it('follows a speaker by display name (an encoded slash included) and stores the speaker id', async () => {
    const url = `/v2/site/speakers/${encodeURIComponent('AC/DC Smith')}`;
    assert.equal((await call(t.app, 'POST', url, { token: ann.tokens })).status, 204);
    assert.deepEqual((await call(t.app, 'GET', '/v2/site/speakers/4', { token: ann.tokens })).body, {
      id: '4',
      type: 'speaker',
      followed: true,
    });
    assert.equal((await call(t.app, 'DELETE', url, { token: ann.tokens })).status, 204);
    assert.equal((await call(t.app, 'GET', url, { token: ann.tokens })).body.followed, false);
  });

  it('is idempotent: following twice keeps one follow, unfollowing twice is fine', async () => {
    const url = '/v2/site/broadcasters/berlinradio';
    assert.equal((await call(t.app, 'POST', url, { token: ann.tokens })).status, 204);
    assert.equal((await call(t.app, 'POST', url, { token: ann.tokens })).status, 204);
    const list = await call(t.app, 'GET', '/v2/site/users/broadcasters', { token: ann.tokens });
    assert.deepEqual(list.body.results.map((b: { broadcasterID: string }) => b.broadcasterID), ['berlinradio']);
    assert.equal((await call(t.app, 'DELETE', url, { token: ann.tokens })).status, 204);
    assert.equal((await call(t.app, 'DELETE', url, { token: ann.tokens })).status, 204);
  });

  it("keeps each user's follows apart", async () => {
    await call(t.app, 'POST', '/v2/site/series/11', { token: bob.tokens });
    assert.equal((await call(t.app, 'GET', '/v2/site/series/11', { token: ann.tokens })).body.followed, false);
    assert.equal((await call(t.app, 'GET', '/v2/site/series/11', { token: bob.tokens })).body.followed, true);
  });

  it('lets a site admin read and change the follows of another user with userID', async () => {
    const read = await call(t.app, 'GET', `/v2/site/series/11?userID=${bob.id}`, { token: admin.tokens });
    assert.equal(read.status, 200);
    assert.equal(read.body.followed, true);
    assert.equal((await call(t.app, 'DELETE', `/v2/site/series/11?userID=${bob.id}`, { token: admin.tokens })).status, 204);
    assert.equal((await call(t.app, 'GET', '/v2/site/series/11', { token: bob.tokens })).body.followed, false);
  });
});

describe('attacks', () => {
  it('answers 404 with the spec text for unknown targets', async () => {
    const cases: Array<[string, string]> = [
      ['/v2/site/broadcasters/nosuchchurch', 'Broadcaster not found'],
      ['/v2/site/speakers/Nobody%20Here', 'Speaker not found'],
      ['/v2/site/speakers/99999', 'Speaker not found'],
      ['/v2/site/series/99999', 'Series not found'],
      ['/v2/site/series/not-a-number', 'Series not found'],
      ['/v2/site/series/99999999999999999999', 'Series not found'],
      ['/v2/site/sermons/424242', 'Sermon not found'],
      ['/v2/site/sermons/abc', 'Sermon not found'],
    ];
    for (const [url, message] of cases) {
      for (const method of ['POST', 'GET', 'DELETE'] as const) {
        const reply = await call(t.app, method, url, { token: ann.tokens });
        assert.equal(reply.status, 404, `${method} ${url}: ${reply.raw}`);
        assert.deepEqual(reply.body, { message, errors: { code: 'NOT_FOUND' } });
      }
    }
  });

  it('does not let anyone favourite a draft or a scheduled sermon (its id stays unconfirmed)', async () => {
    for (const id of [t.fixture.ids.draft, t.fixture.ids.scheduled]) {
      const reply = await call(t.app, 'POST', `/v2/site/sermons/${id}`, { token: ann.tokens });
      assert.equal(reply.status, 404);
      assert.equal(reply.body.message, 'Sermon not found');
    }
  });

  it('refuses a follow over the limit with 409 FOLLOW_LIMIT, but still accepts one already held', async () => {
    const limit = FOLLOW_LIMITS.broadcaster;
    const now = Math.floor(Date.now() / 1000);
    await t.database.db.insert(follows).values(
      Array.from({ length: limit }, (_, i) => ({ userId: bob.id, targetType: 'broadcaster', targetId: `gone-${i}`, createdAt: now - i })),
    );
    const over = await call(t.app, 'POST', '/v2/site/broadcasters/gracechapel', { token: bob.tokens });
    assert.equal(over.status, 409);
    assert.deepEqual(over.body, { message: 'Limit has been reached', errors: { code: 'FOLLOW_LIMIT' } });
    // unfollowing one makes room again
    assert.equal((await call(t.app, 'DELETE', '/v2/site/broadcasters/gone-0', { token: bob.tokens })).status, 204);
    assert.equal((await call(t.app, 'POST', '/v2/site/broadcasters/gracechapel', { token: bob.tokens })).status, 204);
    assert.equal((await call(t.app, 'POST', '/v2/site/broadcasters/gracechapel', { token: bob.tokens })).status, 204);
    // a different type has its own limit
    assert.equal((await call(t.app, 'POST', '/v2/site/speakers/1', { token: bob.tokens })).status, 204);
  });

  it('holds the limit when many follows arrive at once', async () => {
    const carol = await createSignedInUser(t, { username: 'carolrace' });
    const limit = FOLLOW_LIMITS.series;
    const now = Math.floor(Date.now() / 1000);
    await t.database.db.insert(follows).values(
      Array.from({ length: limit - 1 }, (_, i) => ({ userId: carol.id, targetType: 'series', targetId: `9${i}`, createdAt: now })),
    );
    const replies = await Promise.all(['10', '11', '12'].map((id) => call(t.app, 'POST', `/v2/site/series/${id}`, { token: carol.tokens })));
    assert.deepEqual(replies.map((r) => r.status).sort(), [204, 409, 409]);
  });

  it("answers 403 when a listener reads or changes another user's follows", async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const reply = await call(t.app, method, `/v2/site/speakers/1?userID=${bob.id}`, { token: ann.tokens });
      assert.equal(reply.status, 403, `${method}: ${reply.raw}`);
      assert.equal(reply.body.errors.code, 'FORBIDDEN');
    }
    // even for ids nobody has, so user ids cannot be probed
    assert.equal((await call(t.app, 'GET', '/v2/site/speakers/1?userID=999999', { token: ann.tokens })).status, 403);
    assert.equal((await call(t.app, 'GET', '/v2/site/speakers/1', { token: bob.tokens })).body.followed, true);
  });

  it('answers 401 without a token and with a tampered or forged one', async () => {
    const forged = forgedToken(ann.tokens.access_token, { sub: String(bob.id) });
    for (const token of [undefined, tamperedToken(ann.tokens.access_token), forged, 'not-a-jwt']) {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const reply = await call(t.app, method, '/v2/site/broadcasters/gracechapel', { token });
        assert.equal(reply.status, 401, `${method} ${token}: ${reply.raw}`);
        assert.equal(reply.body.errors.code, 'UNAUTHORIZED');
      }
    }
  });

  it('answers 400 for a userID that is not a user id', async () => {
    const reply = await call(t.app, 'GET', "/v2/site/speakers/1?userID=1%20or%201=1", { token: admin.tokens });
    assert.equal(reply.status, 400);
  });
});
