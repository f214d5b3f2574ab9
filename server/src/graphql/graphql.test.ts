import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BROADCASTER_OVERVIEW_QUERY } from '@sermon/shared-contracts/api/get-broadcaster-overview';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { broadcasterBills, broadcasterNotices, sermons } from '../db/schema';
import { authHeader, createSignedInUser, requestJson, type SignedInUser } from '../testing/auth-helpers';
import { startTestApp, type TestApp } from '../testing/test-app';
import { eq } from 'drizzle-orm';

let t: TestApp;
let admin: SignedInUser;
let uploader: SignedInUser;
let otherAdmin: SignedInUser;
const NOW = Math.floor(Date.now() / 1000);

before(async () => {
  t = await startTestApp();
  admin = await createSignedInUser(t, { username: 'gqladmin', broadcasterRoles: [{ broadcasterID: 'gracechapel', role: BROADCASTER_ROLES.Admin }] });
  uploader = await createSignedInUser(t, { username: 'gqlup', broadcasterRoles: [{ broadcasterID: 'gracechapel', role: BROADCASTER_ROLES.Uploader }] });
  otherAdmin = await createSignedInUser(t, { username: 'gqlberlin', broadcasterRoles: [{ broadcasterID: 'berlinradio', role: BROADCASTER_ROLES.Admin }] });
  await t.database.db.insert(broadcasterBills).values({ broadcasterId: 'gracechapel', dueDate: '2026-12-01', amountCents: 2500, description: 'December plan' });
  await t.database.db
    .insert(broadcasterNotices)
    .values(Array.from({ length: 7 }, (_, i) => ({ broadcasterId: 'gracechapel', title: `Notice ${i + 1}`, text: 'Hello', createdAt: NOW - 100 + i })));
  // the draft was edited last: recent sermons list it first
  await t.database.db.update(sermons).set({ updatedAt: NOW + 30 * 86_400 }).where(eq(sermons.id, '1005'));
});
after(() => t.close());

function overview(user: SignedInUser | null, broadcasterID = 'gracechapel') {
  return requestJson(t.app, 'POST', '/graphql', {
    body: { query: BROADCASTER_OVERVIEW_QUERY, variables: { broadcasterID }, operationName: 'BroadcasterOverview' },
    headers: user ? authHeader(user.tokens) : {},
  });
}

describe('POST /graphql broadcasterOverview', () => {
  it('answers the whole overview to an Admin in one query', async () => {
    const reply = await overview(admin);
    assert.equal(reply.status, 200, reply.raw);
    assert.equal(reply.body.errors, undefined, reply.raw);
    const o = reply.body.data.broadcasterOverview;
    assert.equal(o.broadcaster.broadcasterID, 'gracechapel');
    assert.equal(o.broadcaster.displayName, 'Grace Chapel');
    assert.deepEqual([...o.roles].sort(), [2, 3, 4]);
    assert.equal(o.lifetimeStats.sermons, 7);
    assert.equal(o.lifetimeStats.draftSermons, 1);
    assert.equal(o.lifetimeStats.audioPlays, 6370);
    assert.equal(o.nextBill.description, 'December plan');
    assert.equal(o.notices.length, 5);
    assert.deepEqual(o.notices.map((n: { title: string }) => n.title), ['Notice 7', 'Notice 6', 'Notice 5', 'Notice 4', 'Notice 3']);
    assert.equal(o.highlightedSermons.audioSermon.sermonID, '1001');
    assert.equal(o.recentSermons.length, 5);
    assert.equal(o.recentSermons[0].sermonID, '1005');
    assert.equal(o.recentSermons[0].publishState, 0);
  });

  it('answers the same numbers as the REST lifetime_stats', async () => {
    const rest = await requestJson(t.app, 'GET', '/v2/node/broadcasters/gracechapel/lifetime_stats', { headers: authHeader(admin.tokens) });
    const gql = (await overview(admin)).body.data.broadcasterOverview.lifetimeStats;
    const { broadcasterID: _id, ...numbers } = rest.body;
    assert.deepEqual(gql, numbers);
  });

  it('gives an Uploader everything but the bill (null, with a 403 error on that field)', async () => {
    const reply = await overview(uploader);
    assert.equal(reply.status, 200);
    const o = reply.body.data.broadcasterOverview;
    assert.equal(o.nextBill, null);
    assert.equal(o.lifetimeStats.sermons, 7);
    assert.equal(reply.body.errors.length, 1);
    assert.deepEqual(reply.body.errors[0].path, ['broadcasterOverview', 'nextBill']);
    assert.equal(reply.body.errors[0].extensions.status, 403);
    assert.match(reply.body.errors[0].message, /Contact an admin for Grace Chapel/);
  });

  it('refuses another broadcaster’s admin (403) and a signed-out caller (401), in GraphQL form', async () => {
    const other = await overview(otherAdmin);
    assert.equal(other.status, 200);
    assert.equal(other.body.data, null);
    assert.equal(other.body.errors[0].extensions.status, 403);
    assert.equal(other.body.errors[0].extensions.code, 'FORBIDDEN');
    const anonymous = await overview(null);
    assert.equal(anonymous.body.data, null);
    assert.equal(anonymous.body.errors[0].extensions.status, 401);
  });

  it('answers 404 in extensions for an unknown broadcaster', async () => {
    const reply = await overview(admin, 'nosuchone');
    assert.equal(reply.body.errors[0].extensions.status, 404);
    assert.equal(reply.body.errors[0].message, 'Broadcaster not found');
  });

  it('honours the list limits, within bounds', async () => {
    const reply = await requestJson(t.app, 'POST', '/graphql', {
      body: { query: 'query { broadcasterOverview(broadcasterID: "gracechapel") { notices(limit: 2) { title } recentSermons(limit: 1000) { sermonID } } }' },
      headers: authHeader(admin.tokens),
    });
    assert.equal(reply.body.data.broadcasterOverview.notices.length, 2);
    assert.equal(reply.body.data.broadcasterOverview.recentSermons.length, 7);
  });
});

describe('GraphQL over HTTP', () => {
  it('runs queries sent with GET', async () => {
    const query = encodeURIComponent('query($id: ID!) { broadcasterOverview(broadcasterID: $id) { broadcaster { displayName } } }');
    const variables = encodeURIComponent(JSON.stringify({ id: 'gracechapel' }));
    const reply = await requestJson(t.app, 'GET', `/graphql?query=${query}&variables=${variables}`, { headers: authHeader(admin.tokens) });
    assert.equal(reply.status, 200, reply.raw);
    assert.equal(reply.body.data.broadcasterOverview.broadcaster.displayName, 'Grace Chapel');
  });

  it('answers 400 with GraphQL errors for syntax errors, unknown fields, missing queries and bad variables', async () => {
    const bodies = [
      { query: 'query {' },
      { query: '{ nope }' },
      {},
      { query: '{ apiVersion }', variables: [1] },
      { query: 'query A { apiVersion } query B { apiVersion }' },
    ];
    for (const body of bodies) {
      const reply = await requestJson(t.app, 'POST', '/graphql', { body });
      assert.equal(reply.status, 400, JSON.stringify(body));
      assert.ok(Array.isArray(reply.body.errors) && reply.body.errors[0].message, reply.raw);
    }
  });

  it('answers 405 for a mutation sent with GET', async () => {
    const reply = await requestJson(t.app, 'GET', `/graphql?query=${encodeURIComponent('mutation { apiVersion }')}`);
    // the schema has no mutations yet, so validation refuses it first; either way it never runs
    assert.ok([400, 405].includes(reply.status));
  });

  it('answers a trivial query without sign-in', async () => {
    const reply = await requestJson(t.app, 'POST', '/graphql', { body: { query: '{ apiVersion }' } });
    assert.deepEqual(reply.body, { data: { apiVersion: '1' } });
  });
});
