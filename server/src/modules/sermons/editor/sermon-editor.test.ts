import assert from 'node:assert/strict';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { BROADCASTER_ROLES, SITE_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { SERMON_KEYWORDS_MAX, SERMON_TITLE_MAX_LENGTH } from '@sermon/shared-contracts/constants/sermon-editor';
import { sermonSchema } from '@sermon/shared-contracts/entities/sermon.schema';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import type { EditorDropdownContents, LegacySermonList, SermonConfig, SermonStatsAggregate } from '@sermon/shared-contracts/entities/sermon-editor';
import { todayIsoDate } from '@sermon/shared-contracts/rules/sermon-validation';
import { broadcasters, sermonMedia, sermons, speakers } from '../../../db/schema';
import { authHeader, createSignedInUser, requestJson, type SignedInUser } from '../../../testing/auth-helpers';
import { getJson, startTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let admin: SignedInUser; // Admin of gracechapel
let uploader: SignedInUser;
let biller: SignedInUser;
let otherAdmin: SignedInUser; // Admin of berlinradio
let siteAdmin: SignedInUser;
let listener: SignedInUser;

before(async () => {
  t = await startTestApp();
  admin = await createSignedInUser(t, { username: 'graceadmin', broadcasterRoles: [{ broadcasterID: 'gracechapel', role: BROADCASTER_ROLES.Admin }] });
  uploader = await createSignedInUser(t, { username: 'graceuploader', broadcasterRoles: [{ broadcasterID: 'gracechapel', role: BROADCASTER_ROLES.Uploader }] });
  biller = await createSignedInUser(t, { username: 'gracebiller', broadcasterRoles: [{ broadcasterID: 'gracechapel', role: BROADCASTER_ROLES.Biller }] });
  otherAdmin = await createSignedInUser(t, { username: 'berlinadmin', broadcasterRoles: [{ broadcasterID: 'berlinradio', role: BROADCASTER_ROLES.Admin }] });
  siteAdmin = await createSignedInUser(t, { username: 'siteadmin', siteRoles: [SITE_ROLES.Admin] });
  listener = await createSignedInUser(t, { username: 'plainlistener' });
});
after(() => t.close());

const as = (user: SignedInUser) => authHeader(user.tokens);

async function create(body: Record<string, unknown>, user: SignedInUser = admin): Promise<Sermon> {
  const reply = await requestJson<Sermon>(t.app, 'POST', '/v2/node/sermons', { body, headers: as(user) });
  assert.equal(reply.status, 201, reply.raw);
  return sermonSchema.parse(reply.body) as Sermon;
}

async function read(sermonID: string, user: SignedInUser = admin): Promise<Sermon> {
  const reply = await getJson<Sermon>(t.app, `/v2/node/sermons/${sermonID}?allowUnpublished=true&lite=false`, as(user));
  assert.equal(reply.status, 200, reply.raw);
  return reply.body;
}

function patch(sermonID: string, body: Record<string, unknown>, user: SignedInUser = admin) {
  return requestJson(t.app, 'PATCH', `/v2/node/sermons/${sermonID}`, { body, headers: as(user) });
}

describe('POST /v2/node/sermons', () => {
  it('creates a draft with the spec defaults and answers 201 with the Sermon', async () => {
    const sermon = await create({ broadcasterID: 'gracechapel' });
    assert.match(sermon.sermonID, /^\d{15}$/);
    assert.equal(sermon.fullTitle, 'Untitled Sermon');
    assert.equal(sermon.speaker.displayName, 'Unknown Speaker');
    assert.equal(sermon.eventType, 'Sunday Service');
    assert.equal(sermon.preachDate, todayIsoDate());
    assert.equal(sermon.publishTimestamp, null);
    assert.equal(sermon.broadcaster.broadcasterID, 'gracechapel');
    assert.equal(sermon.languageCode, 'en');
    const [row] = await t.database.db.select({ accept: sermons.acceptCopyright }).from(sermons).where(eq(sermons.id, sermon.sermonID));
    assert.equal(row!.accept, true, 'copyright accepted');
  });

  it('takes the broadcaster from the caller when it manages only one', async () => {
    const sermon = await create({ fullTitle: 'Grace alone' }, uploader);
    assert.equal(sermon.broadcaster.broadcasterID, 'gracechapel');
    const reply = await requestJson(t.app, 'POST', '/v2/node/sermons', { body: { fullTitle: 'x' }, headers: as(siteAdmin) });
    assert.equal(reply.status, 400);
    assert.ok(reply.body.errors.broadcasterID);
  });

  it('finds or creates speakers and series, and keeps keywords, Bible text and language', async () => {
    const sermon = await create({
      broadcasterID: 'gracechapel',
      fullTitle: 'The Good Shepherd',
      speakerName: 'Jane Newpreacher',
      subtitle: 'Test Series',
      keywords: 'shepherd #sheep',
      bibleText: 'John 10:1-18; Psalm 23',
      languageCode: 'deu',
      eventType: 'sunday - am',
      preachDate: '2024-03-10',
      moreInfoText: 'Notes',
    });
    assert.equal(sermon.speaker.displayName, 'Jane Newpreacher');
    assert.equal(sermon.series?.title, 'Test Series');
    assert.equal(sermon.subtitle, 'Test Series');
    assert.equal(sermon.keywords, 'shepherd sheep');
    assert.equal(sermon.bibleText, 'John 10:1-18; Psalm 23');
    assert.deepEqual([sermon.languageCode, sermon.languageCode3], ['de', 'deu']);
    assert.equal(sermon.eventType, 'Sunday - AM');
    const [speaker] = await t.database.db.select().from(speakers).where(eq(speakers.displayName, 'Jane Newpreacher'));
    assert.equal(speaker!.broadcasterLock, 'gracechapel');
    assert.equal(speaker!.sortName, 'Newpreacher, Jane');
    // an existing speaker is found whatever the case, and the same series title is reused
    const again = await create({ broadcasterID: 'gracechapel', speakerName: 'john doe', seriesTitle: 'test series' });
    assert.equal(again.speaker.speakerID, 1);
    assert.equal(again.series?.seriesID, sermon.series?.seriesID);
    // the scripture index follows the Bible text
    const { body } = await getJson(t.app, '/v2/node/sermons?book=John&chapter=10&includeDrafts=true&broadcasterID=gracechapel', as(admin));
    assert.ok(body.results.some((s: Sermon) => s.sermonID === sermon.sermonID));
  });

  it('accepts query-string-only and form bodies', async () => {
    const byQuery = await t.app.inject({
      method: 'POST',
      url: '/v2/node/sermons?broadcasterID=gracechapel&fullTitle=From%20the%20query&acceptCopyright=true&speakerName=John%20Doe',
      headers: as(admin),
    });
    assert.equal(byQuery.statusCode, 201, byQuery.body);
    assert.equal(JSON.parse(byQuery.body).fullTitle, 'From the query');
    const byForm = await t.app.inject({
      method: 'POST',
      url: '/v2/node/sermons',
      headers: { ...as(admin), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'broadcasterID=gracechapel&fullTitle=From+a+form&newsInFocus=false',
    });
    assert.equal(byForm.statusCode, 201, byForm.body);
    assert.equal(JSON.parse(byForm.body).fullTitle, 'From a form');
  });

  it('refuses bad fields with the spec texts, naming each field', async () => {
    const post = (body: Record<string, unknown>) => requestJson(t.app, 'POST', '/v2/node/sermons', { body: { broadcasterID: 'gracechapel', ...body }, headers: as(admin) });
    let reply = await post({ fullTitle: '   ', speakerName: '' });
    assert.equal(reply.status, 400);
    assert.equal(reply.body.errors.fullTitle, 'Title is required');
    assert.equal(reply.body.errors.speakerName, 'Speaker is required');
    reply = await post({ fullTitle: 'x'.repeat(100_000) });
    assert.equal(reply.status, 400);
    assert.equal(reply.body.errors.fullTitle, `Must be at most ${SERMON_TITLE_MAX_LENGTH} characters`);
    reply = await post({ bibleText: 'John 3:16; Hezekiah 4:1' });
    assert.equal(reply.body.errors.bibleText, 'Hezekiah 4:1 is not a valid Bible reference');
    reply = await post({ keywords: 'grace hope Grace' });
    assert.equal(reply.body.errors.keywords, 'Grace has already been added');
    reply = await post({ keywords: Array.from({ length: SERMON_KEYWORDS_MAX + 1 }, (_, i) => `k${i}`) });
    assert.equal(reply.body.errors.keywords, 'Limit has been reached');
    reply = await post({ languageCode: 'xx' });
    assert.equal(reply.body.errors.languageCode, 'This language is not available');
    reply = await post({ preachDate: '2023-02-30', fullTitle: 12 });
    assert.equal(reply.status, 400);
    assert.equal(reply.body.errors.preachDate, 'Enter a valid date (YYYY-MM-DD)');
    reply = await post({ fullTitle: { a: 1 } });
    assert.equal(reply.body.errors.fullTitle, 'must be text');
    reply = await post({ seriesID: 12 });
    assert.equal(reply.status, 400, 'a series of another broadcaster');
  });

  it('publishes on create only when publishable', async () => {
    const now = Math.floor(Date.now() / 1000);
    let reply = await requestJson(t.app, 'POST', '/v2/node/sermons', {
      body: { broadcasterID: 'gracechapel', publishTimestamp: now, speakerName: 'John Doe' },
      headers: as(admin),
    });
    assert.equal(reply.status, 422);
    assert.equal(reply.body.message, 'Give the sermon a title other than "Untitled Sermon" before publishing');
    reply = await requestJson(t.app, 'POST', '/v2/node/sermons', {
      body: { broadcasterID: 'gracechapel', publishTimestamp: now, fullTitle: 'Real title', acceptCopyright: false, speakerName: 'John Doe' },
      headers: as(admin),
    });
    assert.equal(reply.status, 422);
    assert.equal(reply.body.message, 'The copyright acknowledgement is required to publish');
    const published = await create({ broadcasterID: 'gracechapel', publishTimestamp: now - 5, fullTitle: 'Published at once', speakerName: 'John Doe' });
    assert.equal((await getJson(t.app, `/v2/node/sermons/${published.sermonID}`)).status, 200, 'public');
  });

  it('needs an Uploader or Admin of that broadcaster', async () => {
    const body = { broadcasterID: 'gracechapel', fullTitle: 'Not mine' };
    assert.equal((await requestJson(t.app, 'POST', '/v2/node/sermons', { body })).status, 401);
    for (const user of [biller, otherAdmin, listener]) {
      const reply = await requestJson(t.app, 'POST', '/v2/node/sermons', { body, headers: as(user) });
      assert.equal(reply.status, 403, user.username);
      assert.equal(
        reply.body.message,
        'You do not have permission to access this page. Contact an admin for Grace Chapel if you believe this is a mistake.',
      );
    }
    assert.equal((await requestJson(t.app, 'POST', '/v2/node/sermons', { body: { ...body, broadcasterID: 'nosuch' }, headers: as(admin) })).status, 404);
    await create(body, siteAdmin);
  });
});

describe('PATCH /v2/node/sermons/{id}', () => {
  it('changes only the fields sent and answers 204', async () => {
    const sermon = await create({ broadcasterID: 'gracechapel', fullTitle: 'Before', moreInfoText: 'keep me', keywords: 'a b' });
    const reply = await patch(sermon.sermonID, { fullTitle: 'After', keywords: 'c', seriesID: 10 });
    assert.equal(reply.status, 204, reply.raw);
    assert.equal(reply.raw, '');
    const after = await read(sermon.sermonID);
    assert.equal(after.fullTitle, 'After');
    assert.equal(after.moreInfoText, 'keep me');
    assert.equal(after.keywords, 'c');
    assert.equal(after.series?.seriesID, 10);
    // PL sends series_id as a form; an empty value detaches the series
    const form = await t.app.inject({
      method: 'PATCH',
      url: `/v2/node/sermons/${sermon.sermonID}`,
      headers: { ...as(admin), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'series_id=11',
    });
    assert.equal(form.statusCode, 204, form.body);
    assert.equal((await read(sermon.sermonID)).series?.seriesID, 11);
    assert.equal((await patch(sermon.sermonID, { seriesID: null })).status, 204);
    assert.equal((await read(sermon.sermonID)).series, null);
  });

  it('answers 422 to a PATCH without any field', async () => {
    const sermon = await create({ broadcasterID: 'gracechapel' });
    assert.equal((await patch(sermon.sermonID, {})).status, 422);
    assert.equal((await patch(sermon.sermonID, { key: 'broadcaster' })).status, 422);
  });

  it('publishes now, schedules and unpublishes, only when publishable', async () => {
    const sermon = await create({ broadcasterID: 'gracechapel' });
    let reply = await patch(sermon.sermonID, { publishNow: 'True' });
    assert.equal(reply.status, 422, 'untitled, unknown speaker');
    assert.equal(reply.body.errors.code, 'NOT_PUBLISHABLE');
    assert.equal(reply.body.message, 'Choose a known speaker before publishing');
    assert.equal((await patch(sermon.sermonID, { speakerName: 'John Doe', fullTitle: 'Ready now' })).status, 204);
    const future = Math.floor(Date.now() / 1000) + 86_400;
    assert.equal((await patch(sermon.sermonID, { publishTimestamp: future })).status, 204);
    assert.equal((await read(sermon.sermonID)).publishTimestamp, future);
    assert.equal((await getJson(t.app, `/v2/node/sermons/${sermon.sermonID}`)).status, 404, 'scheduled is not public yet');
    assert.equal((await patch(sermon.sermonID, { publishNow: true })).status, 204);
    assert.equal((await getJson(t.app, `/v2/node/sermons/${sermon.sermonID}`)).status, 200, 'published is public');
    reply = await patch(sermon.sermonID, { publishNow: true });
    assert.equal(reply.status, 422);
    assert.equal(reply.body.message, 'This sermon is already published');
    // editing other fields of a published sermon is fine; back to draft too
    assert.equal((await patch(sermon.sermonID, { moreInfoText: 'later notes' })).status, 204);
    assert.equal((await patch(sermon.sermonID, { publishTimestamp: null })).status, 204);
    assert.equal((await read(sermon.sermonID)).publishTimestamp, null);
    assert.equal((await patch(sermon.sermonID, { publishDate: '2020-01-05' })).status, 204);
    assert.equal((await read(sermon.sermonID)).publishTimestamp, Date.parse('2020-01-05T00:00:00Z') / 1000);
  });

  it('keeps the language once media is uploaded', async () => {
    const reply = await patch('1001', { languageCode: 'de' });
    assert.equal(reply.status, 400);
    assert.equal(reply.body.errors.languageCode, 'The language cannot be changed once media has been uploaded');
    assert.equal((await patch('1001', { languageCode: 'en', moreInfoText: 'same language is fine' })).status, 204);
    const fresh = await create({ broadcasterID: 'gracechapel' });
    assert.equal((await patch(fresh.sermonID, { languageCode: 'es' })).status, 204);
    assert.equal((await read(fresh.sermonID)).languageCode3, 'spa');
  });

  it('is refused to Billers, other broadcasters and listeners, and 404 for unknown sermons', async () => {
    for (const user of [biller, otherAdmin, listener]) assert.equal((await patch('1001', { fullTitle: 'Hacked' }, user)).status, 403, user.username);
    assert.equal((await requestJson(t.app, 'PATCH', '/v2/node/sermons/1001', { body: { fullTitle: 'x' } })).status, 401);
    assert.equal((await patch('999999', { fullTitle: 'x' })).status, 404);
    assert.equal((await patch('not-a-number', { fullTitle: 'x' })).status, 404);
    assert.equal((await patch('1001', { fullTitle: 'Uploader edit' }, uploader)).status, 204);
  });
});

describe('PUT /v2/node/sermons/{id}', () => {
  it('replaces every field, keeps the publish state, and answers the Sermon', async () => {
    const sermon = await create({ broadcasterID: 'gracechapel', fullTitle: 'Old', moreInfoText: 'gone after PUT', bibleText: 'Romans 8' });
    const reply = await requestJson<Sermon>(t.app, 'PUT', `/v2/node/sermons/${sermon.sermonID}`, {
      body: { broadcasterID: 'gracechapel', fullTitle: 'New', speakerName: 'Charles H. Spurgeon', preachDate: '2023-01-01' },
      headers: as(admin),
    });
    assert.equal(reply.status, 200, reply.raw);
    assert.equal(reply.body.fullTitle, 'New');
    assert.equal(reply.body.moreInfoText, null);
    assert.equal(reply.body.bibleText, null);
    assert.equal(reply.body.speaker.displayName, 'Charles H. Spurgeon');
    assert.equal(reply.body.publishTimestamp, null);
    const moved = await requestJson(t.app, 'PUT', `/v2/node/sermons/${sermon.sermonID}`, { body: { broadcasterID: 'berlinradio' }, headers: as(admin) });
    assert.equal(moved.status, 400);
  });
});

describe('DELETE /v2/node/sermons/{id}', () => {
  it('removes the sermon and the files it owns, never shared demo media', async () => {
    const sermon = await create({ broadcasterID: 'gracechapel', fullTitle: 'To delete' });
    const mediaRoot = path.join(t.dataDir, 'media');
    const ownKey = `sermons/${sermon.sermonID}/abc/original.mp3`;
    await mkdir(path.dirname(path.join(mediaRoot, ownKey)), { recursive: true });
    await writeFile(path.join(mediaRoot, ownKey), 'bytes');
    const [shared] = await t.database.db.select().from(sermonMedia).where(eq(sermonMedia.sermonId, '1001')).limit(1);
    await t.database.db.insert(sermonMedia).values([
      { sermonId: sermon.sermonID, kind: 'audio', encoding: 'original', mediaType: 'mp3', storageKey: ownKey, contentType: 'audio/mpeg' },
      { sermonId: sermon.sermonID, kind: 'audio', encoding: 'audio-high', mediaType: 'mp3', storageKey: shared!.storageKey, contentType: 'audio/mpeg' },
    ]);
    await t.database.db.update(broadcasters).set({ highlightedSermonId: sermon.sermonID }).where(eq(broadcasters.id, 'gracechapel'));

    assert.equal((await requestJson(t.app, 'DELETE', `/v2/node/sermons/${sermon.sermonID}`, { headers: as(biller) })).status, 403);
    const reply = await requestJson(t.app, 'DELETE', `/v2/node/sermons/${sermon.sermonID}`, { headers: as(admin) });
    assert.equal(reply.status, 204, reply.raw);
    assert.equal((await getJson(t.app, `/v2/node/sermons/${sermon.sermonID}?allowUnpublished=true`, as(admin))).status, 404);
    await assert.rejects(stat(path.join(mediaRoot, 'sermons', sermon.sermonID)));
    assert.ok(await stat(path.join(mediaRoot, shared!.storageKey)), 'shared media stays');
    const [grace] = await t.database.db.select({ h: broadcasters.highlightedSermonId }).from(broadcasters).where(eq(broadcasters.id, 'gracechapel'));
    assert.equal(grace!.h, null);
    assert.equal((await requestJson(t.app, 'DELETE', `/v2/node/sermons/${sermon.sermonID}`, { headers: as(admin) })).status, 404);
  });
});

describe('POST /v2/node/sermons/{id}/duplicate', () => {
  it('copies the details under a new ID as a draft without media', async () => {
    const reply = await requestJson<Sermon>(t.app, 'POST', '/v2/node/sermons/1001/duplicate', { headers: as(admin) });
    assert.equal(reply.status, 201, reply.raw);
    const copy = sermonSchema.parse(reply.body);
    const original = await read('1001');
    assert.notEqual(copy.sermonID, '1001');
    assert.equal(copy.fullTitle, original.fullTitle);
    assert.equal(copy.bibleText, original.bibleText);
    assert.equal(copy.publishTimestamp, null);
    assert.equal(copy.hasAudio, false);
    assert.deepEqual(copy.media.audio, []);
    assert.equal((await requestJson(t.app, 'POST', '/v2/node/sermons/1001/duplicate', { headers: as(otherAdmin) })).status, 403);
  });
});

describe('editor reference data', () => {
  it('lists the broadcaster speakers, series, event types and languages', async () => {
    const reply = await getJson<EditorDropdownContents>(t.app, '/v2/node/broadcasters/gracechapel/editor_dropdown_contents', as(uploader));
    assert.equal(reply.status, 200, reply.raw);
    const names = reply.body.speakers.map((s) => s.displayName);
    assert.ok(names.includes('John Doe'));
    assert.ok(!names.includes('Anna Müller'), 'preaches only at berlinradio');
    const seriesIDs = reply.body.series.map((s) => s.seriesID);
    assert.ok(seriesIDs.includes(10) && seriesIDs.includes(11) && !seriesIDs.includes(12), 'own series only');
    assert.equal(reply.body.eventTypes.length, 29);
    assert.ok(reply.body.languages.some((l) => l.languageCode3 === 'deu' && l.languageName === 'German'));
    assert.equal((await getJson(t.app, '/v2/node/broadcasters/gracechapel/editor_dropdown_contents', as(biller))).status, 403);
    assert.equal((await getJson(t.app, '/v2/node/broadcasters/gracechapel/editor_dropdown_contents')).status, 401);
  });

  it('answers the sermon config to anyone', async () => {
    const { status, body } = await getJson<SermonConfig>(t.app, '/v2/sermon_config');
    assert.equal(status, 200);
    assert.equal(body.defaults.fullTitle, 'Untitled Sermon');
    assert.equal(body.defaults.eventType, 'Sunday Service');
    assert.equal(body.limits.keywordsMax, SERMON_KEYWORDS_MAX);
    assert.deepEqual(body.publishStates, { Draft: 0, Scheduled: 1, Published: 2 });
  });

  it('lists every sermon of the broadcaster in the legacy list, drafts included', async () => {
    const reply = await getJson<LegacySermonList>(t.app, '/v2/node/broadcasters/gracechapel/legacy-sermon-list', as(admin));
    assert.equal(reply.status, 200, reply.raw);
    const draft = reply.body.results.find((s) => s.sermonID === t.fixture.ids.draft);
    assert.equal(draft?.publishState, 0);
    assert.equal(reply.body.results.find((s) => s.sermonID === t.fixture.ids.scheduled)?.publishState, 1);
    assert.equal(reply.body.totalCount, reply.body.results.length);
    assert.equal((await getJson(t.app, '/v2/node/broadcasters/gracechapel/legacy-sermon-list', as(otherAdmin))).status, 403);
  });

  it('sums plays per sermon and per broadcaster', async () => {
    await t.database.db.update(sermons).set({ downloadCount: 7, videoDownloadCount: 3, documentDownloadCount: 1 }).where(eq(sermons.id, '1002'));
    const one = await getJson<SermonStatsAggregate>(t.app, '/v2/sermon_stats/aggregate?sermonIDs=1002', as(biller));
    assert.equal(one.status, 200, one.raw);
    assert.deepEqual(one.body.totals, { audioPlays: 7, videoPlays: 3, documentDownloads: 1, totalPlays: 10 });
    const all = await getJson<SermonStatsAggregate>(t.app, '/v2/sermon_stats/aggregate?broadcasterID=gracechapel', as(admin));
    assert.equal(all.status, 200);
    assert.ok(all.body.totals.totalPlays >= 10);
    assert.equal(all.body.sermons.length > 1, true);
    assert.equal((await getJson(t.app, '/v2/sermon_stats/aggregate?sermonIDs=1002', as(otherAdmin))).status, 403);
    assert.equal((await getJson(t.app, '/v2/sermon_stats/aggregate', as(admin))).status, 400);
  });
});
