import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { nodeListSchema } from '@sermon/shared-contracts/entities/node-list.schema';
import { sermonSchema } from '@sermon/shared-contracts/entities/sermon.schema';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { AccessTokens } from '../auth/access-tokens';
import { loadSigningKey } from '../auth/signing-key';
import { createSignedInUser, type SignedInUser } from '../../testing/auth-helpers';
import { call, tamperedToken } from '../../testing/inject-json';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let ann: SignedInUser;

before(async () => {
  t = await startTestApp();
  ann = await createSignedInUser(t, { username: 'annflags' });
  for (const url of ['/v2/site/broadcasters/gracechapel', '/v2/site/speakers/2', '/v2/site/series/10']) {
    assert.equal((await call(t.app, 'POST', url, { token: ann.tokens })).status, 204);
  }
});
after(() => t.close());

describe('followed flags on the public calls', () => {
  it('marks the followed speaker, broadcaster and series of a sermon for a signed-in caller', async () => {
    const anonymous = await call(t.app, 'GET', `/v2/node/sermons/${t.fixture.ids.romans}`);
    const signedIn = await call(t.app, 'GET', `/v2/node/sermons/${t.fixture.ids.romans}`, { token: ann.tokens });
    sermonSchema.parse(signedIn.body);
    assert.equal(anonymous.body.broadcaster.followed, false);
    assert.equal(anonymous.body.series.followed, false);
    assert.equal(signedIn.body.broadcaster.followed, true);
    assert.equal(signedIn.body.series.followed, true);
    assert.equal(signedIn.body.series.broadcaster.followed, true);
    assert.equal(signedIn.body.speaker.followed, false, 'John Doe is not followed');
    // everything else is the same answer
    const strip = (value: unknown) => JSON.stringify(value).replace(/"followed":(true|false)/g, '');
    assert.equal(strip(signedIn.body), strip(anonymous.body));
  });

  it('marks lists with one answer per page, and keeps anonymous answers cacheable and unchanged', async () => {
    const anonymous = await call(t.app, 'GET', '/v2/node/sermons?pageSize=10');
    const signedIn = await call(t.app, 'GET', '/v2/node/sermons?pageSize=10', { token: ann.tokens });
    nodeListSchema(sermonSchema).parse(signedIn.body);
    assert.equal(anonymous.headers['cache-control'], undefined);
    assert.equal(signedIn.headers['cache-control'], 'private, no-store');
    assert.match(String(signedIn.headers.vary), /Authorization/);
    assert.ok(anonymous.body.results.every((s: any) => !s.speaker.followed && !s.broadcaster.followed));
    for (const sermon of signedIn.body.results) {
      assert.equal(sermon.speaker.followed, sermon.speaker.speakerID === 2, sermon.sermonID);
      assert.equal(sermon.broadcaster.followed, sermon.broadcaster.broadcasterID === 'gracechapel', sermon.sermonID);
    }
  });

  it('marks speakers, broadcasters and series on their own calls', async () => {
    const checks: Array<[string, (body: any) => boolean]> = [
      ['/v2/node/speakers/2', (b) => b.followed],
      ['/v2/node/speakers/Charles%20H.%20Spurgeon', (b) => b.followed],
      ['/v2/node/speakers/1', (b) => !b.followed],
      ['/v2/node/speakers', (b) => b.results.filter((s: any) => s.followed).map((s: any) => s.speakerID).join() === '2'],
      ['/v2/node/broadcasters/gracechapel', (b) => b.followed],
      ['/v2/node/broadcasters/gracechapel?lite=true', (b) => b.followed],
      ['/v2/node/broadcasters/oxfordsem', (b) => !b.followed],
      ['/v2/node/broadcasters/gracechapel/series', (b) => b.results.map((s: any) => `${s.seriesID}:${s.followed}`).sort().join() === '10:true,11:false'],
      ['/v2/node/broadcasters/gracechapel/series/10', (b) => b.followed],
      ['/v2/node/series/10', (b) => b.followed && b.broadcaster.followed],
      ['/v2/node/series/11', (b) => !b.followed && b.broadcaster.followed],
    ];
    for (const [url, expected] of checks) {
      const reply = await call(t.app, 'GET', url, { token: ann.tokens });
      assert.equal(reply.status, 200, url);
      assert.ok(expected(reply.body), `${url}: ${reply.raw.slice(0, 300)}`);
      const anonymous = await call(t.app, 'GET', url);
      assert.ok(!JSON.stringify(anonymous.body).includes('"followed":true'), `anonymous ${url}`);
    }
  });
});

describe('attacks', () => {
  it('answers a tampered token on a public call as if anonymous, never with personal flags', async () => {
    const reply = await call(t.app, 'GET', `/v2/node/sermons/${t.fixture.ids.romans}`, { token: tamperedToken(ann.tokens.access_token) });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.broadcaster.followed, false);
    assert.equal(reply.headers['cache-control'], undefined);
  });

  it('answers an expired token on a public call with 401 TOKEN_EXPIRED, so the client refreshes and asks again', async () => {
    const claims = JSON.parse(Buffer.from(ann.tokens.access_token.split('.')[1]!, 'base64url').toString('utf8'));
    const sixteenMinutesAgo = new AccessTokens(await loadSigningKey(t.database.db, undefined), () => Date.now() - 16 * 60_000);
    const expired = await sixteenMinutesAgo.sign({ userId: ann.id, familyId: claims.sid });
    const reply = await call(t.app, 'GET', '/v2/node/speakers/2', { token: expired });
    assert.equal(reply.status, 401);
    assert.equal(reply.body.errors.code, 'TOKEN_EXPIRED');
  });

  it('answers a disabled account on a public call as anonymous', async () => {
    const dan = await createSignedInUser(t, { username: 'danflags' });
    await call(t.app, 'POST', '/v2/site/broadcasters/gracechapel', { token: dan.tokens });
    await t.database.db.update(users).set({ disabled: true }).where(eq(users.id, dan.id));
    const reply = await call(t.app, 'GET', '/v2/node/broadcasters/gracechapel', { token: dan.tokens });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.followed, false);
  });
});
