import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { BROADCASTER_ROLES, SITE_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { UPLOAD_MESSAGES } from '@sermon/shared-contracts/constants/uploads';
import { buildApp } from '../../app';
import { createAppContext } from '../../app-context';
import { jobs, mediaUploads, pipelineEvents, series, sermons, speakers } from '../../db/schema';
import { LocalDiskStorage } from '../../storage/local-disk-storage';
import { authHeader, createSignedInUser, requestJson, type SignedInUser } from '../../testing/auth-helpers';
import { skipUnlessInstalled } from '../../testing/installed-tools';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { PartialFiles } from './partial-files';
import { sweepPartials } from './partial-sweep';

const DRAFT = '1005';
const ROMANS = '1001'; // has audio of its own
const VIDEO = '1004'; // has video

function pathOf(uploadURL: string): string {
  return new URL(uploadURL).pathname;
}

describe('uploads', () => {
  let t: TestApp;
  let uploader: SignedInUser;
  let biller: SignedInUser;
  let otherAdmin: SignedInUser;
  let siteAdmin: SignedInUser;
  let mediaRoot: string;

  before(async () => {
    t = await startTestApp();
    mediaRoot = path.join(t.dataDir, 'media');
    uploader = await createSignedInUser(t, {
      username: 'uploader1',
      broadcasterRoles: [{ broadcasterID: 'gracechapel', role: BROADCASTER_ROLES.Uploader }],
    });
    biller = await createSignedInUser(t, {
      username: 'biller1',
      broadcasterRoles: [{ broadcasterID: 'gracechapel', role: BROADCASTER_ROLES.Biller }],
    });
    otherAdmin = await createSignedInUser(t, {
      username: 'berlinadmin',
      broadcasterRoles: [{ broadcasterID: 'berlinradio', role: BROADCASTER_ROLES.Admin }],
    });
    siteAdmin = await createSignedInUser(t, { username: 'siteadmin1', siteRoles: [SITE_ROLES.Admin] });
  });
  after(() => t.close());

  async function ticket(body: Record<string, unknown>, user: SignedInUser = uploader) {
    return requestJson(t.app, 'POST', '/v2/media', { body, headers: authHeader(user.tokens) });
  }

  async function newTicket(body: Record<string, unknown>): Promise<{ url: string; guid: string }> {
    const answer = await ticket(body);
    assert.equal(answer.status, 201, answer.raw);
    assert.match(answer.body.uploadURL, /^http:\/\/[^/]+\/v2\/media\/upload\/[0-9a-f]{32}$/);
    const url = pathOf(answer.body.uploadURL);
    return { url, guid: url.split('/').pop()! };
  }

  async function uploadRow(guid: string) {
    const [row] = await t.database.db.select().from(mediaUploads).where(eq(mediaUploads.guid, guid));
    return row;
  }

  async function sermonRow(id: string) {
    const [row] = await t.database.db.select().from(sermons).where(eq(sermons.id, id));
    return row!;
  }

  async function resetDraftMedia() {
    await t.database.db
      .update(sermons)
      .set({ hasAudio: false, hasVideo: false, audioMediaStatus: null, videoMediaStatus: null })
      .where(eq(sermons.id, DRAFT));
    await t.database.db.delete(mediaUploads).where(eq(mediaUploads.sermonId, DRAFT));
    await t.database.db.delete(jobs).where(eq(jobs.sermonId, DRAFT));
  }

  describe('POST media', () => {
    it('stores a whole-body upload, records upload-received, marks the audio working and queues the analysis', async () => {
      await resetDraftMedia();
      const { url, guid } = await newTicket({ sermonID: DRAFT, uploadType: 'original-audio', originalFilename: 'Sunday Service.MP3' });
      const bytes = randomBytes(70_000);
      const answer = await t.app.inject({ method: 'POST', url, payload: bytes, headers: { 'content-type': 'audio/mpeg' } });
      assert.equal(answer.statusCode, 201, answer.body);
      assert.equal(answer.json().state, 'processing');

      const row = await uploadRow(guid);
      assert.equal(row?.state, 'processing');
      assert.equal(row?.sizeBytes, bytes.length);
      assert.equal(row?.storageKey, `sermons/${DRAFT}/${guid}/original.mp3`);
      assert.equal(row?.originalFilename, 'Sunday Service.MP3');
      assert.ok((await readFile(path.join(mediaRoot, row!.storageKey!))).equals(bytes));
      await assert.rejects(stat(path.join(t.dataDir, 'uploads', 'partial', guid)), { code: 'ENOENT' }, 'the partial file is gone');

      assert.equal((await sermonRow(DRAFT)).audioMediaStatus, 'working');
      const events = await t.database.db.select().from(pipelineEvents).where(eq(pipelineEvents.sermonId, DRAFT));
      assert.deepEqual(
        events.map((e) => [e.event, e.mediaKind]),
        [['upload-received', 'audio']],
      );
      const queued = await t.database.db.select().from(jobs).where(eq(jobs.sermonId, DRAFT));
      assert.equal(queued.length, 1);
      assert.equal(queued[0]!.queue, 'analyze-original');
      assert.deepEqual(queued[0]!.payload, { uploadGuid: guid });
      assert.equal(queued[0]!.state, 'queued');

      const again = await t.app.inject({ method: 'PUT', url, payload: bytes, headers: { 'content-type': 'audio/mpeg' } });
      assert.equal(again.statusCode, 409, 'a finished upload takes no more bytes');
    });

    it('takes the ticket fields as a form or as a query string too', async () => {
      const form = await t.app.inject({
        method: 'POST',
        url: '/v2/media',
        payload: `sermonID=${DRAFT}&uploadType=text&originalFilename=notes.pdf`,
        headers: { ...authHeader(uploader.tokens), 'content-type': 'application/x-www-form-urlencoded' },
      });
      assert.equal(form.statusCode, 201, form.body);
      const query = await t.app.inject({
        method: 'POST',
        url: `/v2/media?sermonID=${DRAFT}&uploadType=text&originalFilename=notes.pdf`,
        headers: authHeader(uploader.tokens),
      });
      assert.equal(query.statusCode, 201, query.body);
      assert.match(query.json().uploadURL, /\/v2\/media\/upload\/[0-9a-f]{32}$/);
    });

    it('refuses unknown upload types, captions without a language, and an unknown sermon', async () => {
      const badType = await ticket({ sermonID: DRAFT, uploadType: 'original-hologram' });
      assert.equal(badType.status, 400);
      assert.match(badType.body.errors.uploadType, /Choose an upload type: original-audio, original-video/);
      const noLanguage = await ticket({ sermonID: ROMANS, uploadType: 'caption' });
      assert.equal(noLanguage.status, 400);
      assert.equal(noLanguage.body.errors.language, UPLOAD_MESSAGES.captionLanguageRequired);
      const unknown = await ticket({ sermonID: '999999', uploadType: 'original-audio' });
      assert.equal(unknown.status, 404);
    });

    it('refuses captions for a sermon without media, and takes them with a language for one with media', async () => {
      await resetDraftMedia();
      const noMedia = await ticket({ sermonID: DRAFT, uploadType: 'caption', language: 'en' });
      assert.equal(noMedia.status, 409);
      assert.equal(noMedia.body.message, UPLOAD_MESSAGES.captionsNeedMedia);
      const { url, guid } = await newTicket({ sermonID: ROMANS, uploadType: 'caption', language: 'de', originalFilename: 'predigt.vtt' });
      const answer = await t.app.inject({ method: 'PUT', url, payload: 'WEBVTT\n\n00:00.000 --> 00:01.000\nHallo\n' });
      assert.equal(answer.statusCode, 201, answer.body);
      const row = await uploadRow(guid);
      assert.equal(row?.language, 'de');
      const [job] = await t.database.db.select().from(jobs).where(and(eq(jobs.sermonId, ROMANS), eq(jobs.queue, 'caption-import')));
      assert.deepEqual(job?.payload, { uploadGuid: guid });
      await t.database.db.delete(jobs).where(eq(jobs.sermonId, ROMANS));
    });

    it('asks to remove audio before a video and video before audio (demo sermons and fresh uploads alike)', async () => {
      const videoOverAudio = await ticket({ sermonID: ROMANS, uploadType: 'original-video' });
      assert.equal(videoOverAudio.status, 409);
      assert.equal(videoOverAudio.body.message, UPLOAD_MESSAGES.removeAudioFirst);
      const audioOverVideo = await ticket({ sermonID: VIDEO, uploadType: 'original-audio' });
      assert.equal(audioOverVideo.status, 409);
      assert.equal(audioOverVideo.body.message, UPLOAD_MESSAGES.removeVideoFirst);

      await resetDraftMedia();
      const { url } = await newTicket({ sermonID: DRAFT, uploadType: 'original-audio' });
      assert.equal((await t.app.inject({ method: 'POST', url, payload: randomBytes(1000) })).statusCode, 201);
      const videoAfterUpload = await ticket({ sermonID: DRAFT, uploadType: 'original-video' });
      assert.equal(videoAfterUpload.status, 409, 'the audio being processed counts too');
      // a new audio file replaces the old one without removing it first
      assert.equal((await ticket({ sermonID: DRAFT, uploadType: 'original-audio' })).status, 201);
    });

    it('lets only Uploaders and admins of the sermon’s broadcaster upload', async () => {
      const anonymous = await requestJson(t.app, 'POST', '/v2/media', { body: { sermonID: DRAFT, uploadType: 'original-audio' } });
      assert.equal(anonymous.status, 401);
      const asBiller = await ticket({ sermonID: DRAFT, uploadType: 'original-audio' }, biller);
      assert.equal(asBiller.status, 403);
      assert.match(asBiller.body.message, /Contact an admin for Grace Chapel/);
      const asOtherAdmin = await ticket({ sermonID: DRAFT, uploadType: 'original-audio' }, otherAdmin);
      assert.equal(asOtherAdmin.status, 403);
      assert.equal((await ticket({ sermonID: DRAFT, uploadType: 'text' }, siteAdmin)).status, 201);
    });

    it('refuses a zero-byte file in every form, with a clear message', async () => {
      assert.equal((await ticket({ sermonID: DRAFT, uploadType: 'text', fileSize: 0 })).body.message, UPLOAD_MESSAGES.emptyFile);
      const { url, guid } = await newTicket({ sermonID: DRAFT, uploadType: 'text' });
      const whole = await t.app.inject({ method: 'POST', url, payload: Buffer.alloc(0), headers: { 'content-type': 'application/pdf' } });
      assert.equal(whole.statusCode, 400);
      assert.equal(whole.json().message, UPLOAD_MESSAGES.emptyFile);
      const tus = await t.app.inject({ method: 'POST', url, headers: { 'tus-resumable': '1.0.0', 'upload-length': '0' } });
      assert.equal(tus.statusCode, 400);
      assert.equal(tus.json().message, UPLOAD_MESSAGES.emptyFile);
      assert.equal((await uploadRow(guid))?.state, 'pending', 'the ticket can still take a real file');
    });

    it('refuses files above the limit of their type (captions: 5 MB)', async () => {
      const declared = await ticket({ sermonID: ROMANS, uploadType: 'caption', language: 'en', fileSize: 6 * 1024 * 1024 });
      assert.equal(declared.status, 413);
      assert.equal(declared.body.message, 'The file is too large: this upload may be at most 5 MB.');
      const { url, guid } = await newTicket({ sermonID: ROMANS, uploadType: 'caption', language: 'en' });
      const answer = await t.app.inject({ method: 'POST', url, payload: Buffer.alloc(5 * 1024 * 1024 + 1, 65) });
      assert.equal(answer.statusCode, 413);
      assert.equal((await uploadRow(guid))?.state, 'pending');
      const tus = await t.app.inject({ method: 'POST', url, headers: { 'tus-resumable': '1.0.0', 'upload-length': String(5 * 1024 * 1024 + 1) } });
      assert.equal(tus.statusCode, 413);
    });
  });

  describe('tus', () => {
    it('answers OPTIONS with the protocol version and extensions', async () => {
      const { url } = await newTicket({ sermonID: DRAFT, uploadType: 'text' });
      const answer = await t.app.inject({ method: 'OPTIONS', url });
      assert.equal(answer.statusCode, 204);
      assert.equal(answer.headers['tus-version'], '1.0.0');
      assert.match(String(answer.headers['tus-extension']), /creation/);
    });

    it('takes a file in chunks, refuses a wrong offset or content type, and completes at the declared length', async () => {
      await resetDraftMedia();
      const { url, guid } = await newTicket({ sermonID: DRAFT, uploadType: 'original-audio', originalFilename: 'a.wav' });
      const bytes = randomBytes(300_000);
      const created = await t.app.inject({ method: 'POST', url, headers: { 'tus-resumable': '1.0.0', 'upload-length': String(bytes.length) } });
      assert.equal(created.statusCode, 201);
      assert.match(String(created.headers.location), new RegExp(`${url}$`));

      const patch = (offset: number, body: Buffer, contentType = 'application/offset+octet-stream') =>
        t.app.inject({
          method: 'PATCH',
          url,
          payload: body,
          headers: { 'tus-resumable': '1.0.0', 'upload-offset': String(offset), 'content-type': contentType },
        });
      const first = await patch(0, bytes.subarray(0, 100_000));
      assert.equal(first.statusCode, 204);
      assert.equal(first.headers['upload-offset'], '100000');
      assert.equal((await patch(50_000, bytes.subarray(50_000, 60_000))).statusCode, 409, 'offset must match');
      assert.equal((await patch(100_000, bytes.subarray(100_000), 'application/octet-stream')).statusCode, 415);

      const head = await t.app.inject({ method: 'HEAD', url });
      assert.equal(head.headers['upload-offset'], '100000');
      assert.equal(head.headers['upload-length'], String(bytes.length));
      assert.equal((await uploadRow(guid))?.state, 'pending');

      const last = await patch(100_000, bytes.subarray(100_000));
      assert.equal(last.statusCode, 204);
      assert.equal(last.headers['upload-offset'], String(bytes.length));
      const row = await uploadRow(guid);
      assert.equal(row?.state, 'processing');
      assert.ok((await readFile(path.join(mediaRoot, row!.storageKey!))).equals(bytes));
      const doneHead = await t.app.inject({ method: 'HEAD', url });
      assert.equal(doneHead.headers['upload-offset'], String(bytes.length), 'a finished upload reports itself complete');
    });

    it('keeps what arrived before a dropped connection, and resumes there, also on a new server instance', async () => {
      await resetDraftMedia();
      const { url, guid } = await newTicket({ sermonID: DRAFT, uploadType: 'original-video', originalFilename: 'service.mp4' });
      const bytes = randomBytes(2_000_000);
      await t.app.inject({ method: 'POST', url, headers: { 'tus-resumable': '1.0.0', 'upload-length': String(bytes.length) } });

      // a real socket, cut after about half the body
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (t.app.server.address() as AddressInfo).port;
      await new Promise<void>((resolve) => {
        const request = http.request({
          host: '127.0.0.1',
          port,
          method: 'PATCH',
          path: url,
          headers: {
            'tus-resumable': '1.0.0',
            'upload-offset': '0',
            'content-type': 'application/offset+octet-stream',
            'content-length': String(bytes.length),
          },
        });
        request.on('error', () => resolve());
        request.write(bytes.subarray(0, 1_000_000), () => setTimeout(() => request.destroy(), 300));
        request.on('close', () => resolve());
      });
      await new Promise((resolve) => setTimeout(resolve, 200));

      // the server "restarts": a second app on the same database and data dir finds the partial upload
      const ctx = await createAppContext({ db: t.database.db, storage: new LocalDiskStorage(mediaRoot), config: t.config });
      const restarted = await buildApp(ctx, { logger: false });
      try {
        const head = await restarted.inject({ method: 'HEAD', url });
        assert.equal(head.statusCode, 200);
        const offset = Number(head.headers['upload-offset']);
        assert.ok(offset > 0 && offset <= 1_000_000, `kept ${offset} bytes`);
        const rest = await restarted.inject({
          method: 'PATCH',
          url,
          payload: bytes.subarray(offset),
          headers: { 'tus-resumable': '1.0.0', 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        });
        assert.equal(rest.statusCode, 204, rest.body);
        const row = await uploadRow(guid);
        assert.equal(row?.state, 'processing');
        assert.equal(row?.storageKey, `sermons/${DRAFT}/${guid}/original.mp4`);
        assert.ok((await readFile(path.join(mediaRoot, row!.storageKey!))).equals(bytes), 'the resumed file is byte for byte the original');
        assert.equal((await sermonRow(DRAFT)).videoMediaStatus, 'working');
      } finally {
        await restarted.close();
      }
    });

    it('does not hold a shutdown for an upload in progress: the connection is cut and the bytes kept', { timeout: 20_000 }, async () => {
      const { url, guid } = await newTicket({ sermonID: DRAFT, uploadType: 'text' });
      const ctx = await createAppContext({ db: t.database.db, storage: new LocalDiskStorage(mediaRoot), config: t.config });
      const second = await buildApp(ctx, { logger: false });
      await second.listen({ port: 0, host: '127.0.0.1' });
      const port = (second.server.address() as AddressInfo).port;
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'PATCH',
        path: url,
        headers: { 'upload-offset': '0', 'upload-length': '5000000', 'content-type': 'application/offset+octet-stream', 'content-length': '5000000' },
      });
      const cut = new Promise<void>((resolve) => {
        request.on('error', () => resolve());
        request.on('close', () => resolve());
      });
      await new Promise<void>((resolve) => request.write(Buffer.alloc(200_000, 7), () => resolve()));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const started = Date.now();
      await second.close();
      assert.ok(Date.now() - started < 3000, `closed in ${Date.now() - started} ms`);
      await cut;
      const head = await t.app.inject({ method: 'HEAD', url });
      assert.ok(Number(head.headers['upload-offset']) > 0, 'the bytes before the shutdown are kept');
      assert.equal((await uploadRow(guid))?.state, 'pending');
    });

    it('drops the ticket and the bytes on termination (Cancel)', async () => {
      const { url, guid } = await newTicket({ sermonID: DRAFT, uploadType: 'text' });
      await t.app.inject({ method: 'POST', url, headers: { 'tus-resumable': '1.0.0', 'upload-length': '100' } });
      await t.app.inject({
        method: 'PATCH',
        url,
        payload: Buffer.alloc(40, 1),
        headers: { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      });
      assert.equal((await t.app.inject({ method: 'DELETE', url })).statusCode, 204);
      assert.equal(await uploadRow(guid), undefined);
      assert.equal((await t.app.inject({ method: 'HEAD', url })).statusCode, 404);
    });
  });

  describe('partial files', () => {
    it('are swept when their upload is over, or idle for two weeks', async () => {
      const dir = path.join(t.dataDir, 'uploads', 'partial');
      const partials = new PartialFiles(dir);
      const finished = await newTicket({ sermonID: DRAFT, uploadType: 'text' });
      const idle = await newTicket({ sermonID: DRAFT, uploadType: 'text' });
      const fresh = await newTicket({ sermonID: DRAFT, uploadType: 'text' });
      for (const { guid } of [finished, idle, fresh]) await partials.append(guid, Readable.from([Buffer.from('%PDF-')]), { maxTotal: 100 });
      await t.database.db.update(mediaUploads).set({ state: 'done' }).where(eq(mediaUploads.guid, finished.guid));
      const old = new Date(Date.now() - 15 * 24 * 3600 * 1000);
      await utimes(partials.pathOf(idle.guid), old, old);
      await writeFile(path.join(dir, 'a'.repeat(32)), 'a ticket nobody has');

      assert.equal(await sweepPartials(t.database.db, partials), 3);
      assert.equal(await partials.offset(fresh.guid), 5, 'an upload in progress keeps its bytes');
      assert.equal(await partials.offset(finished.guid), 0);
      assert.equal(await partials.offset(idle.guid), 0);
      assert.equal((await uploadRow(idle.guid))?.state, 'failed');
    });
  });

  describe('two-step uploads', () => {
    it('stores the file and waits, then PUT media/{guid}/continue queues the work', async () => {
      await resetDraftMedia();
      await t.database.db.delete(pipelineEvents).where(eq(pipelineEvents.sermonId, DRAFT));
      const { url, guid } = await newTicket({ sermonID: DRAFT, uploadType: 'original-audio', twoStep: true });
      assert.equal((await t.app.inject({ method: 'POST', url, payload: randomBytes(5000) })).statusCode, 201);
      assert.equal((await uploadRow(guid))?.state, 'waiting-continue');
      assert.equal((await sermonRow(DRAFT)).audioMediaStatus, 'twostep');
      assert.equal((await t.database.db.select().from(jobs).where(eq(jobs.sermonId, DRAFT))).length, 0);

      const asBiller = await requestJson(t.app, 'PUT', `/v2/media/${guid}/continue`, { headers: authHeader(biller.tokens) });
      assert.equal(asBiller.status, 403);
      const continued = await requestJson(t.app, 'PUT', `/v2/media/${guid}/continue`, { headers: authHeader(uploader.tokens) });
      assert.equal(continued.status, 200, continued.raw);
      assert.equal((await uploadRow(guid))?.state, 'processing');
      assert.equal((await sermonRow(DRAFT)).audioMediaStatus, 'working');
      const queued = await t.database.db.select().from(jobs).where(eq(jobs.sermonId, DRAFT));
      assert.deepEqual(queued.map((job) => job.queue), ['analyze-original']);
      const events = await t.database.db.select().from(pipelineEvents).where(eq(pipelineEvents.sermonId, DRAFT));
      assert.deepEqual(events.map((e) => e.event), ['two-step-upload-received', 'two-step-upload-continued']);

      const twice = await requestJson(t.app, 'PUT', `/v2/media/${guid}/continue`, { headers: authHeader(uploader.tokens) });
      assert.equal(twice.status, 409);
    });

    it('PUT media/continue continues a sermon’s waiting uploads', async () => {
      await resetDraftMedia();
      const { url, guid } = await newTicket({ sermonID: DRAFT, uploadType: 'text', twoStep: 'true' });
      await t.app.inject({ method: 'PUT', url, payload: Buffer.from('%PDF-1.4 ...') });
      const answer = await requestJson(t.app, 'PUT', `/v2/media/continue?sermonID=${DRAFT}`, { headers: authHeader(uploader.tokens) });
      assert.equal(answer.status, 200, answer.raw);
      assert.deepEqual(answer.body.continued, [guid]);
      const [job] = await t.database.db.select().from(jobs).where(eq(jobs.sermonId, DRAFT));
      assert.equal(job?.queue, 'text-import');
    });
  });

  describe('images', { skip: skipUnlessInstalled(['ffmpeg', 'ffprobe'], 'ffmpeg') }, () => {
    let imageDir: string;
    before(async () => {
      imageDir = await mkdtemp(path.join(os.tmpdir(), 'upload-images-'));
    });
    after(() => rm(imageDir, { recursive: true, force: true }));

    function image(name: string, width: number, height: number, alpha = false): Promise<Buffer> {
      const file = path.join(imageDir, name);
      const source = alpha ? `color=c=blue@0.5:s=${width}x${height},format=rgba` : `color=c=blue:s=${width}x${height}`;
      execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', source, '-frames:v', '1', file]);
      return readFile(file);
    }

    async function imageTicket(url: string, body: Record<string, unknown> = {}, user: SignedInUser = uploader) {
      return requestJson(t.app, 'POST', url, { body, headers: authHeader(user.tokens) });
    }

    it('stores a series image as JPEG under a new generation and removes the one it replaces', async () => {
      const first = await imageTicket('/v2/media/images/series/10', { width: 800, height: 800 });
      assert.equal(first.status, 201, first.raw);
      const upload = await t.app.inject({ method: 'PUT', url: pathOf(first.body.uploadURL), payload: await image('s.png', 800, 800, true), headers: { 'content-type': 'image/png' } });
      assert.equal(upload.statusCode, 201, upload.body);
      assert.match(upload.json().imageURL, /\/media\/images\/series\/10\/1\.jpg$/);
      let [row] = await t.database.db.select().from(series).where(eq(series.id, 10));
      assert.equal(row?.imageKey, 'images/series/10/1.jpg');
      const stored = await readFile(path.join(mediaRoot, 'images/series/10/1.jpg'));
      assert.deepEqual([...stored.subarray(0, 3)], [0xff, 0xd8, 0xff], 'stored as JPEG');

      const second = await imageTicket('/media/images/series/10');
      assert.equal(second.status, 201, 'the path without /v2 works too');
      await t.app.inject({ method: 'POST', url: pathOf(second.body.uploadURL), payload: await image('s2.jpg', 700, 650) });
      [row] = await t.database.db.select().from(series).where(eq(series.id, 10));
      assert.equal(row?.imageKey, 'images/series/10/2.jpg');
      await assert.rejects(stat(path.join(mediaRoot, 'images/series/10/1.jpg')), { code: 'ENOENT' });

      const removed = await requestJson(t.app, 'DELETE', '/v2/media/images/series/10', { headers: authHeader(uploader.tokens) });
      assert.equal(removed.status, 204);
      [row] = await t.database.db.select().from(series).where(eq(series.id, 10));
      assert.equal(row?.imageKey, null);
    });

    it('needs width and height together, and refuses images below the minimum, by ticket and by content', async () => {
      const onlyWidth = await imageTicket('/v2/media/images/series/10', { width: 800 });
      assert.equal(onlyWidth.status, 400);
      assert.equal(onlyWidth.body.message, UPLOAD_MESSAGES.imageDimensionsTogether);
      const declaredSmall = await imageTicket('/v2/media/images/series/10', { width: 100, height: 100 });
      assert.equal(declaredSmall.status, 422);
      assert.equal(declaredSmall.body.message, 'The image must be at least 600×600 pixels; this one is 100×100.');

      const ok = await imageTicket('/v2/media/images/series/10');
      const small = await t.app.inject({ method: 'PUT', url: pathOf(ok.body.uploadURL), payload: await image('small.png', 599, 900, true) });
      assert.equal(small.statusCode, 422);
      assert.equal(small.json().message, 'The image must be at least 600×600 pixels; this one is 599×900.');
      const guid = pathOf(ok.body.uploadURL).split('/').pop()!;
      assert.equal((await uploadRow(guid))?.state, 'failed');
      assert.equal((await t.app.inject({ method: 'HEAD', url: pathOf(ok.body.uploadURL) })).statusCode, 410, 'nothing left to resume');
    });

    it('refuses anything but JPEG or PNG, whatever it is called', async () => {
      const ok = await imageTicket('/v2/media/images/series/10');
      const gif = Buffer.concat([Buffer.from('GIF89a'), randomBytes(2000)]);
      const answer = await t.app.inject({ method: 'PUT', url: pathOf(ok.body.uploadURL), payload: gif, headers: { 'content-type': 'image/png' } });
      assert.equal(answer.statusCode, 415);
      assert.equal(answer.json().message, UPLOAD_MESSAGES.imageType);
    });

    it('gives a speaker image a new live generation; only editors of the speaker may', async () => {
      const refused = await imageTicket('/v2/media/images/speaker', { speaker_id: 2 }, uploader);
      assert.equal(refused.status, 403, 'a shared speaker is for site admins');
      const ok = await imageTicket('/v2/media/images/speaker', { speaker_id: 2 }, siteAdmin);
      assert.equal(ok.status, 201, ok.raw);
      const upload = await t.app.inject({ method: 'PUT', url: pathOf(ok.body.uploadURL), payload: await image('p.jpg', 400, 400) });
      assert.equal(upload.statusCode, 201, upload.body);
      const [row] = await t.database.db.select().from(speakers).where(eq(speakers.id, 2));
      assert.equal(row?.imageMaxGeneration, 1);
      assert.equal(row?.imageLiveGeneration, 1);
      await stat(path.join(mediaRoot, 'images/speaker/2/1.jpg'));
    });

    it('keeps broadcaster images to its admins and article banners to its uploaders', async () => {
      assert.equal((await imageTicket('/v2/media/images/broadcaster_banner/', { broadcasterID: 'gracechapel' }, uploader)).status, 403);
      assert.equal((await imageTicket('/v2/media/images/broadcaster_banner/', { broadcasterID: 'gracechapel' }, otherAdmin)).status, 403);
      const asAdmin = await imageTicket('/v2/media/images/broadcaster_profile/', { broadcasterID: 'gracechapel' }, siteAdmin);
      assert.equal(asAdmin.status, 201);
      assert.equal((await imageTicket('/v2/media/images/series/10', {}, biller)).status, 403);
      assert.equal((await imageTicket('/v2/media/images/articles/999/banner', {}, uploader)).status, 404);
    });
  });
});
