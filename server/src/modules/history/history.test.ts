import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BROADCASTER_ROLES, SITE_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { nodeListSchema } from '@sermon/shared-contracts/entities/node-list.schema';
import { historyEntrySchema } from '@sermon/shared-contracts/entities/user.schema';
import type { LoginTokens } from '@sermon/shared-contracts/entities/user';
import { createSignedInUser, type SignedInUser } from '../../testing/auth-helpers';
import { call, tamperedToken } from '../../testing/inject-json';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let ann: SignedInUser;
let bob: SignedInUser;
let admin: SignedInUser;

before(async () => {
  t = await startTestApp();
  ann = await createSignedInUser(t, { username: 'annhistory' });
  bob = await createSignedInUser(t, { username: 'bobhistory' });
  admin = await createSignedInUser(t, { username: 'adminhistory', siteRoles: [SITE_ROLES.Admin] });
});
after(() => t.close());

const save = (token: LoginTokens, sermonID: string, body: unknown) =>
  call(t.app, 'POST', `/v2/site/history/sermons/${sermonID}`, { token, body });

describe('play history', () => {
  it('saves a position, reads it back and replaces it on the next save', async () => {
    const { romans } = t.fixture.ids;
    assert.equal((await call(t.app, 'GET', `/v2/site/history/sermons/${romans}`, { token: ann.tokens })).status, 404);
    assert.equal((await save(ann.tokens, romans, { play_position: 120.5 })).status, 204);
    let entry = await call(t.app, 'GET', `/v2/site/history/sermons/${romans}`, { token: ann.tokens });
    assert.equal(entry.status, 200);
    historyEntrySchema.parse(entry.body);
    assert.equal(entry.body.sermonID, romans);
    assert.equal(entry.body.play_position, 120.5);
    assert.equal(entry.body.sermon.sermonID, romans);
    assert.ok(Math.abs(entry.body.updated - Date.now() / 1000) < 60);
    assert.equal((await save(ann.tokens, romans, { play_position: 900 })).status, 204);
    entry = await call(t.app, 'GET', `/v2/site/history/sermons/${romans}`, { token: ann.tokens });
    assert.equal(entry.body.play_position, 900);
  });

  it('answers 404 NOT_FOUND "No history for this sermon" for a sermon never played', async () => {
    const reply = await call(t.app, 'GET', `/v2/site/history/sermons/${t.fixture.ids.psalm}`, { token: bob.tokens });
    assert.equal(reply.status, 404);
    assert.deepEqual(reply.body, { message: 'No history for this sermon', errors: { code: 'NOT_FOUND' } });
  });

  it('lists the history most recent first, paged', async () => {
    const { romans, psalm, video } = t.fixture.ids;
    for (const id of [psalm, video, romans]) {
      assert.equal((await save(bob.tokens, id, { play_position: 10 })).status, 204);
      await new Promise((resolve) => setTimeout(resolve, 1100));
    }
    const first = await call(t.app, 'GET', '/v2/site/history/sermons?pageSize=2', { token: bob.tokens });
    assert.equal(first.status, 200);
    nodeListSchema(historyEntrySchema).parse(first.body);
    assert.deepEqual(first.body.results.map((e: { sermonID: string }) => e.sermonID), [romans, video]);
    assert.equal(first.body.totalCount, 3);
    assert.equal(first.body.next, '/v2/site/history/sermons?pageSize=2&page=2');
    const second = await call(t.app, 'GET', first.body.next, { token: bob.tokens });
    assert.deepEqual(second.body.results.map((e: { sermonID: string }) => e.sermonID), [psalm]);
    assert.equal(second.body.next, null);
  });

  it('clamps a position past the end to the longest duration plus 60 seconds', async () => {
    // psalm has 600 s of audio
    assert.equal((await save(ann.tokens, t.fixture.ids.psalm, { play_position: 1e9 })).status, 204);
    const entry = await call(t.app, 'GET', `/v2/site/history/sermons/${t.fixture.ids.psalm}`, { token: ann.tokens });
    assert.equal(entry.body.play_position, 660);
    // a sermon with no media has no known duration: bounded at two days
    assert.equal((await save(ann.tokens, '1010', { play_position: 1e12 })).status, 204);
    const unknown = await call(t.app, 'GET', '/v2/site/history/sermons/1010', { token: ann.tokens });
    assert.equal(unknown.body.play_position, 172_800);
  });

  it('deletes one entry and then the whole history', async () => {
    const { romans, psalm } = t.fixture.ids;
    assert.equal((await call(t.app, 'DELETE', `/v2/site/history/sermons/${romans}`, { token: ann.tokens })).status, 204);
    assert.equal((await call(t.app, 'GET', `/v2/site/history/sermons/${romans}`, { token: ann.tokens })).status, 404);
    assert.equal((await call(t.app, 'GET', `/v2/site/history/sermons/${psalm}`, { token: ann.tokens })).status, 200);
    assert.equal((await call(t.app, 'DELETE', '/v2/site/history', { token: ann.tokens })).status, 204);
    const list = await call(t.app, 'GET', '/v2/site/history/sermons', { token: ann.tokens });
    assert.deepEqual(list.body.results, []);
    assert.equal(list.body.totalCount, 0);
    // bob's history is untouched
    assert.equal((await call(t.app, 'GET', '/v2/site/history/sermons', { token: bob.tokens })).body.totalCount, 3);
  });

  it("lets a broadcaster's staff keep history of its unpublished sermons", async () => {
    const staff = await createSignedInUser(t, {
      username: 'staffhistory',
      broadcasterRoles: [{ broadcasterID: 'gracechapel', role: BROADCASTER_ROLES.Uploader }],
    });
    assert.equal((await save(staff.tokens, t.fixture.ids.draft, { play_position: 3 })).status, 204);
  });

  it('lets a site admin read and clear the history of another user', async () => {
    const read = await call(t.app, 'GET', `/v2/site/history/sermons?userID=${bob.id}`, { token: admin.tokens });
    assert.equal(read.status, 200);
    assert.equal(read.body.totalCount, 3);
    assert.equal(read.body.next, null);
    const missing = await call(t.app, 'GET', '/v2/site/history/sermons?userID=999999', { token: admin.tokens });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.errors.code, 'USER_NOT_FOUND');
  });
});

describe('attacks', () => {
  it('refuses positions that are not finite non-negative numbers with 400', async () => {
    const bad: unknown[] = [
      { play_position: 'NaN' },
      { play_position: '12' },
      { play_position: -1 },
      { play_position: -0.001 },
      { play_position: null },
      { play_position: true },
      { play_position: [5] },
      { play_position: { valueOf: 5 } },
      {},
      [],
    ];
    for (const body of bad) {
      const reply = await save(ann.tokens, t.fixture.ids.romans, body);
      assert.equal(reply.status, 400, `${JSON.stringify(body)}: ${reply.raw}`);
      assert.equal(typeof reply.body.errors.play_position, 'string');
    }
    // NaN and Infinity cannot even be written as JSON numbers: the raw text is refused by the parser
    for (const raw of ['{"play_position": NaN}', '{"play_position": Infinity}', '{"play_position": 1e999}']) {
      const reply = await t.app.inject({
        method: 'POST',
        url: `/v2/site/history/sermons/${t.fixture.ids.romans}`,
        headers: { authorization: `Bearer ${ann.tokens.access_token}`, 'content-type': 'application/json' },
        payload: raw,
      });
      assert.equal(reply.statusCode, 400, `${raw}: ${reply.body}`);
    }
  });

  it('answers 404 for unknown, draft and scheduled sermons', async () => {
    for (const id of ['999999', 'abc', t.fixture.ids.draft, t.fixture.ids.scheduled, '1'.repeat(40)]) {
      const reply = await save(ann.tokens, id, { play_position: 5 });
      assert.equal(reply.status, 404, `${id}: ${reply.raw}`);
      assert.equal(reply.body.message, 'Sermon not found');
    }
  });

  it("answers 403 when a listener reads, writes or deletes another user's history", async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/v2/site/history/sermons?userID=${bob.id}`],
      ['GET', `/v2/site/history/sermons/${t.fixture.ids.romans}?userID=${bob.id}`],
      ['POST', `/v2/site/history/sermons/${t.fixture.ids.romans}?userID=${bob.id}`, { play_position: 1 }],
      ['POST', `/v2/site/history/sermons/${t.fixture.ids.romans}`, { play_position: 1, userID: bob.id }],
      ['DELETE', `/v2/site/history?userID=${bob.id}`],
      ['DELETE', `/v2/site/history/sermons/${t.fixture.ids.romans}?userID=${bob.id}`],
    ];
    for (const [method, url, body] of calls) {
      const reply = await call(t.app, method as 'GET', url, { token: ann.tokens, body });
      assert.equal(reply.status, 403, `${method} ${url}: ${reply.raw}`);
      assert.equal(reply.body.errors.code, 'FORBIDDEN');
    }
    assert.equal((await call(t.app, 'GET', '/v2/site/history/sermons', { token: bob.tokens })).body.totalCount, 3);
  });

  it('answers 401 without a token and with a tampered one', async () => {
    for (const token of [undefined, tamperedToken(ann.tokens.access_token)]) {
      for (const [method, url] of [
        ['GET', '/v2/site/history/sermons'],
        ['POST', `/v2/site/history/sermons/${t.fixture.ids.romans}`],
        ['DELETE', '/v2/site/history'],
      ] as const) {
        const reply = await call(t.app, method, url, { token, body: method === 'POST' ? { play_position: 1 } : undefined });
        assert.equal(reply.status, 401, `${method} ${url}`);
        assert.equal(reply.body.errors.code, 'UNAUTHORIZED');
      }
    }
  });
});
