import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { sermonSchema } from '@sermon/shared-contracts/entities/sermon.schema';
import { broadcasterBills, broadcasterNotices, follows } from '../../db/schema';
import { authHeader, requestJson, type SignedInUser } from '../../testing/auth-helpers';
import { signInTeam } from '../../testing/broadcaster-team';
import { getJson, startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: SignedInUser;
let uploader: SignedInUser;
let biller: SignedInUser;
let otherAdmin: SignedInUser;
let siteAdmin: SignedInUser;
const NOW = Math.floor(Date.now() / 1000);

before(async () => {
  t = await startTestApp();
  ({ admin, uploader, biller, otherAdmin, siteAdmin } = await signInTeam(t, { admin: 'ovadmin', uploader: 'ovuploader', biller: 'ovbiller', otherAdmin: 'ovberlin', siteAdmin: 'ovsite' }));
  const db = t.database.db;
  await db.insert(follows).values([
    { userId: uploader.id, targetType: 'broadcaster', targetId: 'gracechapel', createdAt: NOW },
    { userId: biller.id, targetType: 'broadcaster', targetId: 'gracechapel', createdAt: NOW },
    { userId: biller.id, targetType: 'broadcaster', targetId: 'berlinradio', createdAt: NOW },
  ]);
  await db.insert(broadcasterBills).values([
    { broadcasterId: 'gracechapel', dueDate: '2026-01-01', amountCents: 2500, description: 'Paid already', paidAt: NOW },
    { broadcasterId: 'gracechapel', dueDate: '2026-12-01', amountCents: 2500, description: 'December plan' },
    { broadcasterId: 'gracechapel', dueDate: '2026-11-01', amountCents: 2500, description: 'November plan' },
    { broadcasterId: 'berlinradio', dueDate: '2026-10-01', amountCents: 900, description: 'Berlin' },
  ]);
  await db.insert(broadcasterNotices).values(
    Array.from({ length: 7 }, (_, i) => ({ broadcasterId: 'gracechapel', title: `Notice ${i + 1}`, text: `Text ${i + 1}`, createdAt: NOW - 1000 + i })),
  );
});
after(() => t.close());

describe('GET /v2/node/broadcasters/{id}/lifetime_stats', () => {
  it('counts sermons by state, plays, followers and comments of the broadcaster only', async () => {
    const reply = await requestJson(t.app, 'GET', '/v2/node/broadcasters/gracechapel/lifetime_stats', { headers: authHeader(uploader.tokens) });
    assert.equal(reply.status, 200, reply.raw);
    const [sums] = (
      await t.database.db.execute<{ v: number; c: number }>(
        sql`select coalesce(sum(video_download_count),0)::int as v, coalesce(sum(comment_count),0)::int as c from sermons where broadcaster_id = 'gracechapel'`,
      )
    ).rows;
    assert.deepEqual(reply.body, {
      broadcasterID: 'gracechapel',
      sermons: 7,
      publishedSermons: 5,
      scheduledSermons: 1,
      draftSermons: 1,
      audioPlays: 900 + 50 + 300 + 5000 + 120,
      videoPlays: Number(sums!.v),
      totalPlays: 6370 + Number(sums!.v),
      followers: 2,
      comments: Number(sums!.c),
    });
  });

  it('is 401 signed out, 403 for another broadcaster’s admin, 404 for an unknown broadcaster', async () => {
    assert.equal((await getJson(t.app, '/v2/node/broadcasters/gracechapel/lifetime_stats')).status, 401);
    const other = await requestJson(t.app, 'GET', '/v2/node/broadcasters/gracechapel/lifetime_stats', { headers: authHeader(otherAdmin.tokens) });
    assert.equal(other.status, 403);
    assert.match(other.body.message, /Contact an admin for Grace Chapel/);
    assert.equal((await requestJson(t.app, 'GET', '/v2/node/broadcasters/nosuch/lifetime_stats', { headers: authHeader(siteAdmin.tokens) })).status, 404);
  });
});

describe('GET /v2/node/broadcasters/{id}/next_bill', () => {
  it('answers the earliest unpaid bill to a Biller and an Admin', async () => {
    for (const user of [biller, admin, siteAdmin]) {
      const reply = await requestJson(t.app, 'GET', '/v2/node/broadcasters/gracechapel/next_bill', { headers: authHeader(user.tokens) });
      assert.equal(reply.status, 200);
      assert.equal(reply.body.dueDate, '2026-11-01');
      assert.equal(reply.body.description, 'November plan');
      assert.equal(reply.body.amountCents, 2500);
      assert.equal(reply.body.currency, 'USD');
    }
  });

  it('answers null when nothing is due', async () => {
    const reply = await requestJson(t.app, 'GET', '/v2/node/broadcasters/oxfordsem/next_bill', { headers: authHeader(siteAdmin.tokens) });
    assert.equal(reply.status, 200);
    assert.equal(reply.raw, 'null');
  });

  it('is refused to an Uploader (bills are the Biller’s)', async () => {
    const reply = await requestJson(t.app, 'GET', '/v2/node/broadcasters/gracechapel/next_bill', { headers: authHeader(uploader.tokens) });
    assert.equal(reply.status, 403);
  });
});

describe('highlighted_sermons', () => {
  it('shows the newest published sermon by default, as a bare object anyone can read', async () => {
    const { status, body } = await getJson(t.app, '/v2/node/broadcasters/gracechapel/highlighted_sermons');
    assert.equal(status, 200);
    assert.equal(body.sortOrder, null);
    assert.equal(body.sortTitle, 'Recently Preached');
    assert.equal(body.audioType, 'newest');
    assert.equal(body.audioTitle, 'Newest Sermon');
    sermonSchema.parse(body.audioSermon);
    assert.equal(body.audioSermon.sermonID, '1001');
  });

  it('changes sort order and the fixed sermon through a form PATCH (Uploader)', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/v2/node/broadcasters/gracechapel/highlighted_sermons',
      headers: { ...authHeader(uploader.tokens), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'sortOrder=popular&audioType=sermon_id&audioSermonID=1002',
    });
    assert.equal(response.statusCode, 200, response.body);
    const body = JSON.parse(response.body);
    assert.equal(body.sortOrder, 'popular');
    assert.equal(body.sortTitle, 'Most Popular');
    assert.equal(body.audioTitle, 'Featured Sermon');
    assert.equal(body.audioSermon.sermonID, '1002');
    assert.equal((await getJson(t.app, '/v2/node/broadcasters/gracechapel/highlighted_sermons')).body.audioSermon.sermonID, '1002');
  });

  it('picks the newest sermon of an event type, and hides a chosen draft until it is published', async () => {
    const byType = await requestJson(t.app, 'PATCH', '/v2/node/broadcasters/gracechapel/highlighted_sermons', {
      body: { audioType: 'event_type', audioEventType: 'Sunday - PM' },
      headers: authHeader(admin.tokens),
    });
    assert.equal(byType.status, 200);
    assert.equal(byType.body.audioSermon.sermonID, '1009');
    assert.equal(byType.body.audioTitle, 'Sunday - PM');
    assert.equal(byType.body.sortOrder, 'popular', 'sortOrder untouched');
    const draft = await requestJson(t.app, 'PATCH', '/v2/node/broadcasters/gracechapel/highlighted_sermons', {
      body: { audioType: 'sermon_id', audioSermonID: '1005' },
      headers: authHeader(admin.tokens),
    });
    assert.equal(draft.status, 200);
    assert.equal(draft.body.audioSermon, null);
    assert.equal(draft.body.audioTitle, null);
    assert.equal(draft.body.audioSermonID, '1005');
  });

  it('refuses another broadcaster’s sermon, unknown values, and an empty change (400)', async () => {
    const cases = [
      { audioType: 'sermon_id', audioSermonID: '1003' },
      { audioType: 'event_type', audioEventType: 'Party' },
      { sortOrder: 'loudest' },
      { audioType: 'whatever' },
      {},
    ];
    for (const body of cases) {
      const reply = await requestJson(t.app, 'PATCH', '/v2/node/broadcasters/gracechapel/highlighted_sermons', { body, headers: authHeader(admin.tokens) });
      assert.equal(reply.status, 400, JSON.stringify(body));
    }
  });

  it('is refused to a Biller and to another broadcaster’s admin (403)', async () => {
    for (const user of [biller, otherAdmin]) {
      const reply = await requestJson(t.app, 'PATCH', '/v2/node/broadcasters/gracechapel/highlighted_sermons', { body: { sortOrder: 'added' }, headers: authHeader(user.tokens) });
      assert.equal(reply.status, 403);
    }
  });

  it('answers 404 for an unknown broadcaster', async () => {
    assert.equal((await getJson(t.app, '/v2/node/broadcasters/nosuch/highlighted_sermons')).status, 404);
  });
});
