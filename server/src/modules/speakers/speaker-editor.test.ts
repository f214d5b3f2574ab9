import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { nodeListSchema } from '@sermon/shared-contracts/entities/node-list.schema';
import { speakerSchema } from '@sermon/shared-contracts/entities/speaker.schema';
import { speakers } from '../../db/schema';
import { createSignedInUser, type SignedInUser } from '../../testing/auth-helpers';
import { call } from '../../testing/inject-json';
import { signInTeam } from '../../testing/broadcaster-team';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let uploader: SignedInUser;
let biller: SignedInUser;
let otherAdmin: SignedInUser;
let siteAdmin: SignedInUser;
let twoBroadcasters: SignedInUser;
before(async () => {
  t = await startTestApp();
  ({ uploader, biller, otherAdmin, siteAdmin } = await signInTeam(t, { uploader: 'spkup', biller: 'spkbill', otherAdmin: 'spkberlin', siteAdmin: 'spksite' }));
  twoBroadcasters = await createSignedInUser(t, {
    username: 'spktwo',
    broadcasterRoles: [
      { broadcasterID: 'gracechapel', role: BROADCASTER_ROLES.Admin },
      { broadcasterID: 'berlinradio', role: BROADCASTER_ROLES.Admin },
    ],
  });
});
after(() => t.close());

let createdID: number;

describe('POST /v2/node/speakers', () => {
  it('creates a speaker locked to the caller broadcaster, with a derived sort name', async () => {
    const reply = await call(t.app, 'POST', '/v2/node/speakers', { token: uploader.tokens, body: { speakerName: '  Jane   Roe ' } });
    assert.equal(reply.status, 201, reply.raw);
    speakerSchema.parse(reply.body);
    assert.equal(reply.body.displayName, 'Jane Roe');
    assert.equal(reply.body.sortName, 'Roe, Jane');
    assert.equal(reply.body.broadcasterLock, 'gracechapel');
    assert.equal(reply.body.imageLiveGeneration, 0);
    createdID = reply.body.speakerID;
  });

  it('answers the existing speaker for a name that exists (any case)', async () => {
    const reply = await call(t.app, 'POST', '/v2/node/speakers', { token: uploader.tokens, body: { speakerName: 'john doe' } });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.speakerID, 1);
  });

  it('refuses the placeholder names and an empty name', async () => {
    const various = await call(t.app, 'POST', '/v2/node/speakers', { token: uploader.tokens, body: { speakerName: 'various speakers' } });
    assert.equal(various.status, 400);
    assert.equal(various.body.errors.speakerName, 'various speakers is a placeholder, not a speaker name');
    const unknown = await call(t.app, 'POST', '/v2/node/speakers', { token: uploader.tokens, body: { speakerName: 'Unknown Speaker' } });
    assert.equal(unknown.status, 400);
    const empty = await call(t.app, 'POST', '/v2/node/speakers', { token: uploader.tokens, body: { speakerName: '' } });
    assert.equal(empty.status, 400);
  });

  it('needs an Uploader role, and the broadcaster when the caller has several', async () => {
    assert.equal((await call(t.app, 'POST', '/v2/node/speakers', { token: biller.tokens, body: { speakerName: 'Bill Payer' } })).status, 403);
    assert.equal((await call(t.app, 'POST', '/v2/node/speakers', { body: { speakerName: 'Anon Ymous' } })).status, 401);
    const ambiguous = await call(t.app, 'POST', '/v2/node/speakers', { token: twoBroadcasters.tokens, body: { speakerName: 'Two Places' } });
    assert.equal(ambiguous.status, 400);
    const named = await call(t.app, 'POST', '/v2/node/speakers', { token: twoBroadcasters.tokens, body: { speakerName: 'Two Places', broadcasterID: 'berlinradio' } });
    assert.equal(named.status, 201);
    assert.equal(named.body.broadcasterLock, 'berlinradio');
    const notMine = await call(t.app, 'POST', '/v2/node/speakers', { token: uploader.tokens, body: { speakerName: 'Else Where', broadcasterID: 'berlinradio' } });
    assert.equal(notMine.status, 403);
  });
});

describe('PATCH /v2/node/speakers/{id}', () => {
  it('lets the owning broadcaster change name, sort name and bio', async () => {
    const reply = await call(t.app, 'PATCH', `/v2/node/speakers/${createdID}`, {
      token: uploader.tokens,
      body: { displayName: 'Jane Q. Roe', sortName: '', bio: 'Teacher.' },
    });
    assert.equal(reply.status, 200, reply.raw);
    assert.equal(reply.body.displayName, 'Jane Q. Roe');
    assert.equal(reply.body.sortName, 'Roe, Jane Q.');
    assert.equal(reply.body.bio, 'Teacher.');
  });

  it("refuses a name another speaker has: '{text} has already been added'", async () => {
    const reply = await call(t.app, 'PATCH', `/v2/node/speakers/${createdID}`, { token: uploader.tokens, body: { displayName: 'JOHN DOE' } });
    assert.equal(reply.status, 409);
    assert.equal(reply.body.message, 'JOHN DOE has already been added');
  });

  it('refuses other broadcasters, Billers and shared speakers (site admins only)', async () => {
    const other = await call(t.app, 'PATCH', `/v2/node/speakers/${createdID}`, { token: otherAdmin.tokens, body: { bio: 'x' } });
    assert.equal(other.status, 403);
    assert.match(other.body.message, /Contact an admin for Grace Chapel/);
    assert.equal((await call(t.app, 'PATCH', `/v2/node/speakers/${createdID}`, { token: biller.tokens, body: { bio: 'x' } })).status, 403);
    assert.equal((await call(t.app, 'PATCH', '/v2/node/speakers/1', { token: uploader.tokens, body: { bio: 'x' } })).status, 403);
    const admin = await call(t.app, 'PATCH', '/v2/node/speakers/1', { token: siteAdmin.tokens, body: { bio: 'Pastor.' } });
    assert.equal(admin.status, 200);
    assert.equal(admin.body.bio, 'Pastor.');
    const missing = await call(t.app, 'PATCH', '/v2/node/speakers/987654', { token: siteAdmin.tokens, body: { bio: 'x' } });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.message, 'Speaker not found');
  });
});

describe('POST /v2/node/speakers/rollback_image', () => {
  it('moves the live generation within 0..max and shows that image', async () => {
    await t.database.db.update(speakers).set({ imageMaxGeneration: 3, imageLiveGeneration: 3 }).where(eq(speakers.id, createdID));
    const live = await call(t.app, 'GET', `/v2/node/speakers/${createdID}`);
    assert.match(live.body.portraitURL, new RegExp(`/media/images/speaker/${createdID}/3\\.jpg$`));
    const back = await call(t.app, 'POST', '/v2/node/speakers/rollback_image', { token: uploader.tokens, body: { speakerID: createdID, generation: 2 } });
    assert.equal(back.status, 200, back.raw);
    assert.equal(back.body.imageLiveGeneration, 2);
    assert.equal(back.body.imageMaxGeneration, 3);
    assert.match(back.body.portraitURL, /\/2\.jpg$/);
    const tooFar = await call(t.app, 'POST', '/v2/node/speakers/rollback_image', { token: uploader.tokens, body: { speakerID: createdID, generation: 4 } });
    assert.equal(tooFar.status, 400);
    const none = await call(t.app, 'POST', '/v2/node/speakers/rollback_image', { token: uploader.tokens, body: { speakerID: createdID } });
    assert.equal(none.status, 200);
    assert.equal(none.body.imageLiveGeneration, 0);
    assert.match(none.body.portraitURL, /\/media\/artwork\/speakers\//);
    assert.equal((await call(t.app, 'POST', '/v2/node/speakers/rollback_image', { token: otherAdmin.tokens, body: { speakerID: createdID, generation: 1 } })).status, 403);
  });
});

describe('dashboard speaker lists', () => {
  it('lists the speakers a broadcaster uses or owns, with its sermon counts', async () => {
    const reply = await call(t.app, 'GET', '/v2/node/broadcasters/gracechapel/dashboard_speakers', { token: uploader.tokens });
    assert.equal(reply.status, 200, reply.raw);
    nodeListSchema(speakerSchema).parse(reply.body);
    const names = reply.body.results.map((s: { displayName: string }) => s.displayName);
    assert.ok(names.includes('John Doe'));
    assert.ok(names.includes('Jane Q. Roe'), 'owned speakers without sermons are listed');
    assert.ok(!names.includes('Two Places'));
    const search = await call(t.app, 'GET', '/v2/node/broadcasters/gracechapel/dashboard_speakers?query=roe', { token: uploader.tokens });
    assert.deepEqual(search.body.results.map((s: { displayName: string }) => s.displayName), ['Jane Q. Roe']);
    assert.equal((await call(t.app, 'GET', '/v2/node/broadcasters/gracechapel/dashboard_speakers', { token: otherAdmin.tokens })).status, 403);
  });

  it('counts published sermons per speaker', async () => {
    const reply = await call(t.app, 'GET', '/v2/node/broadcasters/gracechapel/speakers/sermon_counts');
    assert.equal(reply.status, 200);
    assert.ok(reply.body.results.length > 0);
    for (const item of reply.body.results) {
      assert.equal(typeof item.count, 'number');
      assert.equal(typeof item.speaker, 'string');
    }
    assert.equal((await call(t.app, 'GET', '/v2/node/broadcasters/nosuch/speakers/sermon_counts')).status, 404);
  });
});
