// GET node/sermons/{id}/media_tracker, POST jobs/encode, POST jobs/delete, PATCH encoding_options: shapes, rules
// and permissions, with the real pipeline on generated media behind them.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import type { MediaTracker } from '@sermon/shared-contracts/entities/media-tracker';
import { jobs, sermonMedia, sermons } from '../../db/schema';
import { createSignedInUser, type SignedInUser } from '../../testing/auth-helpers';
import { call } from '../../testing/inject-json';
import { skipUnlessInstalled } from '../../testing/installed-tools';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { completeUpload, drainJobs, freshSermon, makeAudio, makeVideo, storageOf } from '../../media/pipeline/pipeline-test-kit';

const skip = skipUnlessInstalled(['ffmpeg', 'ffprobe'], 'ffmpeg');

let t: TestApp;
let uploader: SignedInUser;
let biller: SignedInUser;
let otherAdmin: SignedInUser;
before(async () => {
  t = await startTestApp();
  uploader = await createSignedInUser(t, { username: 'uploader1', broadcasterRoles: [{ broadcasterID: 'gracechapel', role: BROADCASTER_ROLES.Uploader }] });
  biller = await createSignedInUser(t, { username: 'biller1', broadcasterRoles: [{ broadcasterID: 'gracechapel', role: BROADCASTER_ROLES.Biller }] });
  otherAdmin = await createSignedInUser(t, { username: 'otheradmin', broadcasterRoles: [{ broadcasterID: 'berlinradio', role: BROADCASTER_ROLES.Admin }] });
});
after(() => t.close());

const trackerUrl = (id: string) => `/v2/node/sermons/${id}/media_tracker?key=broadcaster`;

async function rowsOf(id: string) {
  return t.database.db.select().from(sermonMedia).where(eq(sermonMedia.sermonId, id));
}

describe('permissions', () => {
  it('401 signed out, 403 for a Biller and for another broadcaster\'s admin, 404 for an unknown sermon', async () => {
    const id = await freshSermon(t);
    assert.equal((await call(t.app, 'GET', trackerUrl(id))).status, 401);
    const billerReply = await call(t.app, 'GET', trackerUrl(id), { token: biller.tokens });
    assert.equal(billerReply.status, 403);
    assert.match(billerReply.body.message, /You do not have permission to access this page\. Contact an admin for Grace Chapel/);
    assert.equal((await call(t.app, 'GET', trackerUrl(id), { token: otherAdmin.tokens })).status, 403);
    assert.equal((await call(t.app, 'POST', '/v2/jobs/delete', { token: otherAdmin.tokens, body: { sermonID: id, target: 'audio' } })).status, 403);
    assert.equal((await call(t.app, 'PATCH', `/v2/node/sermons/${id}/encoding_options`, { token: biller.tokens, body: { fadeIn: 1 } })).status, 403);
    const missing = await call(t.app, 'GET', trackerUrl('99999999'), { token: uploader.tokens });
    assert.equal(missing.status, 404);
  });
});

describe('GET media_tracker', { skip }, () => {
  it('reports uploads, jobs with progress and the pipeline events', async () => {
    const id = await freshSermon(t);
    const empty = await call<MediaTracker>(t.app, 'GET', trackerUrl(id), { token: uploader.tokens });
    assert.equal(empty.status, 200);
    assert.deepEqual(empty.body, {
      sermonID: id,
      audioMediaStatus: null,
      videoMediaStatus: null,
      uploads: [],
      jobs: [],
      events: [],
      encodingOptions: { videoTrimStart: 0, audioTrimStart: 0, fadeIn: 0, fadeOut: 0, normalizeAudio: false, videoThumbPosition: 5 },
    });
    const guid = await completeUpload(t, id, 'original-audio', await makeAudio(3, 'tracker.mp3'), { ext: '.mp3' });
    const queued = (await call<MediaTracker>(t.app, 'GET', trackerUrl(id), { token: uploader.tokens })).body;
    assert.equal(queued.audioMediaStatus, 'working');
    assert.deepEqual(queued.jobs.map((j) => [j.queue, j.state, j.target]), [['analyze-original', 'queued', guid]]);
    await drainJobs(t, id);
    const done = (await call<MediaTracker>(t.app, 'GET', trackerUrl(id), { token: uploader.tokens })).body;
    assert.equal(done.audioMediaStatus, 'ready');
    assert.deepEqual(done.uploads.map((u) => [u.guid, u.uploadType, u.state]), [[guid, 'original-audio', 'done']]);
    assert.ok(done.jobs.every((j) => j.state === 'done' && j.progress === 1), JSON.stringify(done.jobs));
    assert.deepEqual(
      done.jobs.map((j) => `${j.queue}:${j.target}`),
      ['analyze-original:' + guid, 'encode-audio:audio-high,audio-low', 'waveform:null', 'encode-audio:audio-archive'],
    );
    const high = done.events.find((e) => e.event === 'high-synced')!;
    assert.equal(high.mediaKind, 'audio');
    assert.equal(typeof high.at, 'number');
  });
});

describe('PATCH encoding_options', { skip }, () => {
  it('refuses bad values with one 400 naming each field', async () => {
    const id = await freshSermon(t);
    const reply = await call(t.app, 'PATCH', `/v2/node/sermons/${id}/encoding_options`, {
      token: uploader.tokens,
      body: { fadeIn: 99, audioTrimStart: -1, normalizeAudio: 'maybe' },
    });
    assert.equal(reply.status, 400);
    assert.deepEqual(Object.keys(reply.body.errors).sort(), ['audioTrimStart', 'code', 'fadeIn', 'normalizeAudio']);
  });

  it('stores the options and re-encodes the audio with them', async () => {
    const id = await freshSermon(t);
    await completeUpload(t, id, 'original-audio', await makeAudio(5, 'options.mp3'), { ext: '.mp3' });
    await drainJobs(t, id);
    const reply = await call(t.app, 'PATCH', `/v2/node/sermons/${id}/encoding_options`, {
      token: uploader.tokens,
      body: { key: 'broadcaster', audioTrimStart: 2, fadeOut: '1.5' },
    });
    assert.equal(reply.status, 200);
    assert.deepEqual(reply.body, { videoTrimStart: 0, audioTrimStart: 2, fadeIn: 0, fadeOut: 1.5, normalizeAudio: false, videoThumbPosition: 5 });
    const [sermon] = await t.database.db.select().from(sermons).where(eq(sermons.id, id));
    assert.equal(sermon!.audioMediaStatus, 'working');
    await drainJobs(t, id);
    const [after] = await t.database.db.select().from(sermons).where(eq(sermons.id, id));
    assert.equal(after!.audioDurationSeconds, 3);
    assert.equal(after!.audioMediaStatus, 'ready');
    const highs = (await rowsOf(id)).filter((r) => r.encoding === 'audio-high');
    assert.equal(highs.length, 1);
    assert.match(highs[0]!.storageKey, /audio-high\.[0-9a-f]{8}\.mp3$/);
  });

  it('a new thumbnail position makes a new thumbnail of the video', async () => {
    const id = await freshSermon(t);
    await completeUpload(t, id, 'original-video', await makeVideo(3, 320, 240), { ext: '.mp4' });
    await drainJobs(t, id, { timeoutMs: 120_000 });
    await call(t.app, 'PATCH', `/v2/node/sermons/${id}/encoding_options`, { token: uploader.tokens, body: { videoThumbPosition: 2 } });
    await drainJobs(t, id);
    const thumbs = (await rowsOf(id)).filter((r) => r.encoding === 'video-thumbnail');
    assert.equal(thumbs.length, 1);
    assert.match(thumbs[0]!.storageKey, /thumbnail-2000\.jpg$/);
    // a 240p source gets only the low rendition
    assert.deepEqual((await rowsOf(id)).filter((r) => r.kind === 'video').map((r) => r.encoding).sort(), ['video-hls', 'video-low']);
  });
});

describe('POST jobs/encode and jobs/delete', { skip }, () => {
  it('jobs/encode re-runs one audio encode (202 with the job id); unknown job and no media are 400', async () => {
    const id = await freshSermon(t);
    const none = await call(t.app, 'POST', '/v2/jobs/encode', { token: uploader.tokens, body: { sermonID: id, job: 'audio-low' } });
    assert.equal(none.status, 400);
    await completeUpload(t, id, 'original-audio', await makeAudio(2, 'enc.mp3'), { ext: '.mp3' });
    await drainJobs(t, id);
    const bad = await call(t.app, 'POST', '/v2/jobs/encode', { token: uploader.tokens, body: { sermonID: id, job: 'video-8k' } });
    assert.equal(bad.status, 400);
    // the query-string form older clients send
    const ok = await call(t.app, 'POST', `/v2/jobs/encode?sermonID=${id}&job=audio-low&excludeAudioSources=false`, { token: uploader.tokens });
    assert.equal(ok.status, 202);
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, ok.body.jobID));
    assert.deepEqual((job!.payload as { targets: string[] }).targets, ['audio-low']);
    await drainJobs(t, id);
    const [done] = await t.database.db.select().from(jobs).where(eq(jobs.id, ok.body.jobID));
    assert.equal(done!.state, 'done');
  });

  it('jobs/delete removes the audio, its files and flags; the video stays', async () => {
    const id = await freshSermon(t);
    await completeUpload(t, id, 'original-audio', await makeAudio(2, 'del.mp3'), { ext: '.mp3' });
    await drainJobs(t, id);
    const keys = (await rowsOf(id)).filter((r) => r.kind === 'audio').map((r) => r.storageKey);
    assert.equal(keys.length, 2);
    const reply = await call(t.app, 'POST', '/v2/jobs/delete', { token: uploader.tokens, body: { key: 'broadcaster', sermonID: id, target: 'audio' } });
    assert.equal(reply.status, 204);
    assert.deepEqual(await rowsOf(id), []);
    for (const key of keys) assert.equal(await storageOf(t).stat(key), null);
    const [sermon] = await t.database.db.select().from(sermons).where(eq(sermons.id, id));
    assert.equal(sermon!.hasAudio, false);
    assert.equal(sermon!.audioMediaStatus, null);
    assert.equal(sermon!.audioDurationSeconds, null);
    // nothing left to re-encode from
    assert.equal((await call(t.app, 'POST', '/v2/jobs/encode', { token: uploader.tokens, body: { sermonID: id, job: 'audio-high' } })).status, 400);
    const badTarget = await call(t.app, 'POST', '/v2/jobs/delete', { token: uploader.tokens, body: { sermonID: id, target: 'everything' } });
    assert.equal(badTarget.status, 400);
  });

  it('jobs/delete of captions takes only that language', async () => {
    const id = await freshSermon(t);
    await completeUpload(t, id, 'original-audio', await makeAudio(2, 'capdel.mp3'), { ext: '.mp3' });
    await drainJobs(t, id);
    const srt = Buffer.from('1\n00:00:00,000 --> 00:00:01,000\nHello\n');
    await completeUpload(t, id, 'caption', srt, { ext: '.srt', language: 'en' });
    await completeUpload(t, id, 'caption', srt, { ext: '.srt', language: 'de' });
    await drainJobs(t, id);
    const reply = await call(t.app, 'POST', '/v2/jobs/delete', { token: uploader.tokens, body: { sermonID: id, target: 'caption', language: 'en' } });
    assert.equal(reply.status, 204);
    const langs = (await rowsOf(id)).filter((r) => r.kind === 'caption').map((r) => r.language);
    assert.deepEqual([...new Set(langs)], ['deu']);
  });
});
