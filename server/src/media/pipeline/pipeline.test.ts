// The media pipeline end to end on generated media: uploads as the uploads slice completes them, the real job
// worker and handlers, then the sermon's rows, files, flags and pipeline events (PGlite, or PostgreSQL with
// DATABASE_URL).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { jobs, mediaUploads, pipelineEvents, sermonMedia, sermons } from '../../db/schema';
import { claimJob, enqueueJob, startJobWorker } from '../../jobs/job-queue';
import { PIPELINE_QUEUES } from '../../jobs/job-types';
import { skipUnlessInstalled } from '../../testing/installed-tools';
import { getJson, startTestApp, type TestApp } from '../../testing/test-app';
import { probe } from '../ffprobe';
import { parseMasterPlaylist } from '../demo-media/encode-demo-renditions';
import { UPLOAD_MESSAGES } from '@sermon/shared-contracts/constants/uploads';
import { pipelineHandlers } from './job-handlers';
import { completeUpload, depsOf, drainJobs, freshSermon, makeAudio, makeVideo, storageOf } from './pipeline-test-kit';

const skip = skipUnlessInstalled(['ffmpeg', 'ffprobe'], 'ffmpeg');

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

async function rowsOf(sermonId: string) {
  return t.database.db.select().from(sermonMedia).where(eq(sermonMedia.sermonId, sermonId)).orderBy(sermonMedia.id);
}
async function eventsOf(sermonId: string) {
  const rows = await t.database.db.select().from(pipelineEvents).where(eq(pipelineEvents.sermonId, sermonId)).orderBy(pipelineEvents.id);
  return rows.map((r) => r.event);
}
async function sermonRow(sermonId: string) {
  const [row] = await t.database.db.select().from(sermons).where(eq(sermons.id, sermonId));
  return row!;
}
function pathOf(key: string) {
  return storageOf(t).pathOf(key);
}

describe('audio upload', { skip }, () => {
  it('makes high and low MP3, the archive and the waveform, and the sermon plays', async () => {
    const id = await freshSermon(t);
    await completeUpload(t, id, 'original-audio', await makeAudio(6), { ext: '.mp3' });
    await drainJobs(t, id);

    const rows = await rowsOf(id);
    const by = (encoding: string) => rows.find((r) => r.encoding === encoding);
    for (const encoding of ['audio-high', 'audio-low']) {
      const row = by(encoding);
      assert.ok(row, `${encoding} row`);
      const info = await probe(pathOf(row.storageKey));
      assert.equal(info.audioCodec, 'mp3');
      assert.ok(Math.abs(info.durationSeconds - 6) < 0.2, `${encoding} lasts ${info.durationSeconds}`);
      assert.equal(row.durationSeconds, 6);
    }
    assert.equal(by('audio-high')!.bitrateKbps, 128);
    assert.equal((await probe(pathOf(by('audio-low')!.storageKey))).channels, 1);
    assert.equal(by('audio-archive')!.kind, 'archive');
    const peaks = JSON.parse(await readFile(pathOf(by('waveform')!.storageKey), 'utf8')) as number[];
    assert.equal(peaks.length, 1000);
    assert.ok(Math.max(...peaks) === 1 && peaks[900]! < 0.5, 'quiet second half shows in the peaks');

    const sermon = await sermonRow(id);
    assert.equal(sermon.hasAudio, true);
    assert.equal(sermon.audioDurationSeconds, 6);
    assert.equal(sermon.audioMediaStatus, 'ready');
    const events = await eventsOf(id);
    for (const name of ['upload-received', 'original-analyzed', 'high-scheduled', 'low-scheduled', 'archive-scheduled', 'high-encoded', 'low-encoded', 'high-synced', 'low-synced', 'waveform', 'archive-synced']) {
      assert.ok(events.includes(name), `event ${name} in ${events.join(', ')}`);
    }
    assert.ok(events.indexOf('original-analyzed') < events.indexOf('high-encoded'));

    // the public sermon answer (the broadcaster's draft: asked for as staff would be, so read the row directly)
    const [upload] = await t.database.db.select().from(mediaUploads).where(eq(mediaUploads.sermonId, id));
    assert.equal(upload!.state, 'done');
  });

  it('a new upload replaces the renditions and deletes the old files', async () => {
    const id = await freshSermon(t);
    await completeUpload(t, id, 'original-audio', await makeAudio(3, 'first.mp3'), { ext: '.mp3', createdAt: Date.now() - 1000 });
    await drainJobs(t, id);
    const oldHigh = (await rowsOf(id)).find((r) => r.encoding === 'audio-high')!.storageKey;
    const guid = await completeUpload(t, id, 'original-audio', await makeAudio(4, 'second.mp3'), { ext: '.mp3' });
    await drainJobs(t, id);
    const rows = await rowsOf(id);
    assert.equal(rows.filter((r) => r.encoding === 'audio-high').length, 1);
    const high = rows.find((r) => r.encoding === 'audio-high')!;
    assert.ok(high.storageKey.includes(guid));
    assert.equal(await storageOf(t).stat(oldHigh), null, 'old rendition deleted');
    assert.equal((await sermonRow(id)).audioDurationSeconds, 4);
  });
});

describe('bad input', { skip }, () => {
  it('a corrupt file fails at once: events, error status, original kept, nothing else touched', async () => {
    const id = await freshSermon(t);
    const garbage = Buffer.from(Array.from({ length: 50_000 }, (_, i) => (i * 7919) % 256));
    const guid = await completeUpload(t, id, 'original-audio', garbage, { ext: '.mp3' });
    await drainJobs(t, id);
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.sermonId, id));
    assert.equal(job!.state, 'failed');
    assert.equal(job!.attempts, 1, 'a corrupt file is not retried');
    const events = await eventsOf(id);
    assert.ok(events.includes('original-analyze-failed') && events.includes('pipeline-failed'));
    const sermon = await sermonRow(id);
    assert.equal(sermon.audioMediaStatus, 'error');
    assert.equal(sermon.hasAudio, false);
    assert.deepEqual(await rowsOf(id), []);
    const [upload] = await t.database.db.select().from(mediaUploads).where(eq(mediaUploads.guid, guid));
    assert.equal(upload!.state, 'failed');
    assert.ok(await storageOf(t).stat(upload!.storageKey!), 'original kept');
  });

  it('a zero-byte upload is refused the same way', async () => {
    const id = await freshSermon(t);
    await completeUpload(t, id, 'original-video', Buffer.alloc(0), { ext: '.mp4' });
    await drainJobs(t, id);
    assert.equal((await sermonRow(id)).videoMediaStatus, 'error');
    assert.ok((await eventsOf(id)).includes('original-analyze-failed'));
  });

  it('a worker killed during an encode: the lapsed lease is taken again and the job completes', async () => {
    const id = await freshSermon(t);
    await completeUpload(t, id, 'original-audio', await makeAudio(3, 'killed.mp3'), { ext: '.mp3' });
    const db = t.database.db;
    // the analysis runs; then a worker claims the encode with a 1 ms lease and "dies" (never renews, never finishes)
    const analyzer = startJobWorker({ db, handlers: { [PIPELINE_QUEUES.analyzeOriginal]: pipelineHandlers(depsOf(t))[PIPELINE_QUEUES.analyzeOriginal] }, pollMs: 20 });
    for (let i = 0; i < 200; i++) {
      const [a] = await db.select().from(jobs).where(and(eq(jobs.sermonId, id), eq(jobs.queue, PIPELINE_QUEUES.analyzeOriginal)));
      if (a?.state === 'done') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await analyzer.stop();
    const claimed = await claimJob(db, { queues: [PIPELINE_QUEUES.encodeAudio], leaseMs: 1 });
    assert.ok(claimed);
    assert.deepEqual((claimed.payload as { targets: string[] }).targets, ['audio-high', 'audio-low']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await drainJobs(t, id);
    const [job] = await db.select().from(jobs).where(eq(jobs.id, claimed.id));
    assert.equal(job!.state, 'done');
    assert.equal(job!.attempts, 2);
    assert.equal((await sermonRow(id)).audioMediaStatus, 'ready');
    assert.equal((await rowsOf(id)).filter((r) => r.encoding === 'audio-high').length, 1);
  });

  it('a non-PDF text upload fails; a PDF becomes the text media', async () => {
    const id = await freshSermon(t);
    await completeUpload(t, id, 'text', Buffer.from('hello, not a pdf'), { ext: '.pdf' });
    await drainJobs(t, id);
    assert.equal((await sermonRow(id)).hasPdf, false);
    await completeUpload(t, id, 'text', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1'), { ext: '.pdf' });
    await drainJobs(t, id);
    assert.equal((await sermonRow(id)).hasPdf, true);
    assert.equal((await rowsOf(id)).filter((r) => r.mediaType === 'pdf').length, 1);
    assert.ok((await eventsOf(id)).includes('text-synced'));
  });
});

describe('video upload', { skip }, () => {
  it('makes 720p and 360p MP4 with HLS, a thumbnail and the audio from the video', async () => {
    const id = await freshSermon(t);
    await t.database.db.update(sermons).set({ encodingOptions: { videoThumbPosition: 1 } }).where(eq(sermons.id, id));
    await completeUpload(t, id, 'original-video', await makeVideo(4, 1280, 720), { ext: '.mp4' });
    await drainJobs(t, id, { timeoutMs: 120_000 });
    const rows = await rowsOf(id);
    const by = (encoding: string) => rows.find((r) => r.encoding === encoding);
    assert.equal(by('video-1080p'), undefined, 'no rendition above the source');
    const high = await probe(pathOf(by('video-high')!.storageKey));
    assert.equal(high.height, 720);
    assert.equal(high.videoCodec, 'h264');
    assert.equal((await probe(pathOf(by('video-low')!.storageKey))).height, 360);
    const masterKey = by('video-hls')!.storageKey;
    assert.match(masterKey, /\/hls\/master\.m3u8$/);
    const variants = parseMasterPlaylist(await readFile(pathOf(masterKey), 'utf8'));
    assert.deepEqual(variants.map((v) => v.resolution), ['1280x720', '640x360']);
    const variantPlaylist = await readFile(pathOf(masterKey.replace('master.m3u8', variants[1]!.uri)), 'utf8');
    assert.match(variantPlaylist, /#EXT-X-TARGETDURATION:2/);
    assert.match(by('video-thumbnail')!.storageKey, /thumbnail-1000\.jpg$/);
    assert.equal((await probe(pathOf(by('video-thumbnail')!.storageKey))).width, 1280);
    assert.ok(by('audio-high') && by('audio-low') && by('waveform'), 'the video sound became the audio');
    const sermon = await sermonRow(id);
    assert.equal(sermon.hasVideo, true);
    assert.equal(sermon.videoMediaStatus, 'ready');
    assert.equal(sermon.hasAudio, true);
    assert.equal(sermon.videoDurationSeconds, 4);
    const events = await eventsOf(id);
    for (const name of ['videotoaudio-scheduled', 'high-encoded', 'low-synced', 'thumbnail']) assert.ok(events.includes(name), name);
    // the video's sound goes ahead of the renditions: the audio plays before the first video rendition is ready
    const ordered = await t.database.db.select().from(pipelineEvents).where(eq(pipelineEvents.sermonId, id)).orderBy(pipelineEvents.id);
    const audioReady = ordered.findIndex((e) => e.event === 'high-synced' && e.mediaKind === 'audio');
    const firstVideo = ordered.findIndex((e) => e.event === 'low-synced' && e.mediaKind === 'video');
    assert.ok(audioReady >= 0 && audioReady < firstVideo, `audio at ${audioReady}, 360p at ${firstVideo}`);
  });
});

describe('captions and transcript', { skip }, () => {
  const srt = '1\n00:00:00,500 --> 00:00:02,000\nIn the beginning\n\n2\n00:00:05,000 --> 00:00:06,000\n<i>was the Word</i>\n';

  it('captions need media', async () => {
    const id = await freshSermon(t);
    const guid = await completeUpload(t, id, 'caption', Buffer.from(srt), { ext: '.srt', language: 'en' });
    await drainJobs(t, id);
    const [upload] = await t.database.db.select().from(mediaUploads).where(eq(mediaUploads.guid, guid));
    assert.equal(upload!.state, 'failed');
    // the editor's words for it (UPLOAD_MESSAGES), so the dashboard can translate what the pipeline said
    assert.equal(upload!.error, UPLOAD_MESSAGES.captionsNeedMedia);
  });

  it('an SRT becomes VTT and SRT captions in its language, then the transcript', async () => {
    const id = await freshSermon(t);
    await completeUpload(t, id, 'original-audio', await makeAudio(3, 'cap.mp3'), { ext: '.mp3' });
    await drainJobs(t, id);
    await completeUpload(t, id, 'caption', Buffer.from(srt), { ext: '.srt', language: 'en' });
    await drainJobs(t, id);
    const rows = (await rowsOf(id)).filter((r) => r.language === 'eng');
    const vtt = await readFile(pathOf(rows.find((r) => r.encoding === 'caption')!.storageKey), 'utf8');
    assert.match(vtt, /^WEBVTT\n\n1\n00:00:00\.500 --> 00:00:02\.000\nIn the beginning\n/);
    const transcript = await readFile(pathOf(rows.find((r) => r.encoding === 'transcript')!.storageKey), 'utf8');
    assert.equal(transcript, 'In the beginning\n\nwas the Word\n');
    const events = await eventsOf(id);
    assert.ok(events.includes('transcript-scheduled') && events.includes('transcript-completed'));
  });

  it('a transcript without captions in that language fails with transcript-failed', async () => {
    const id = await freshSermon(t);
    await completeUpload(t, id, 'original-audio', await makeAudio(2, 'tr.mp3'), { ext: '.mp3' });
    await drainJobs(t, id);
    await enqueueJob(t.database.db, { queue: PIPELINE_QUEUES.transcriptSource, payload: { sermonId: id, language: 'deu' }, sermonId: id });
    await drainJobs(t, id);
    assert.ok((await eventsOf(id)).includes('transcript-failed'));
  });
});

describe('shaped audio', { skip }, () => {
  it('trim, fades and normalisation change the encode; the waveform follows the encoded file', async () => {
    const id = await freshSermon(t);
    await t.database.db
      .update(sermons)
      .set({ encodingOptions: { audioTrimStart: 2, fadeIn: 0.5, fadeOut: 0.5, normalizeAudio: true } })
      .where(eq(sermons.id, id));
    await completeUpload(t, id, 'original-audio', await makeAudio(6, 'shaped.mp3'), { ext: '.mp3' });
    await drainJobs(t, id);
    const rows = await rowsOf(id);
    const high = rows.find((r) => r.encoding === 'audio-high')!;
    assert.match(high.storageKey, /audio-high\.[0-9a-f]{8}\.mp3$/);
    assert.ok(Math.abs((await probe(pathOf(high.storageKey))).durationSeconds - 4) < 0.2);
    const waveform = rows.find((r) => r.encoding === 'waveform')!;
    assert.match(waveform.storageKey, /waveform-audio-high/);
    assert.equal((await sermonRow(id)).audioDurationSeconds, 4);
  });
});

describe('worker plumbing', { skip }, () => {
  it('every pipeline queue has a handler', () => {
    const handlers = pipelineHandlers(depsOf(t));
    for (const queue of Object.values(PIPELINE_QUEUES)) assert.equal(typeof handlers[queue], 'function', queue);
  });

  it('a cancelled encode (new upload) leaves no rows behind', async () => {
    const id = await freshSermon(t);
    await completeUpload(t, id, 'original-audio', await makeAudio(2, 'cancel.mp3'), { ext: '.mp3' });
    // analysis done, then the encodes are cancelled before a worker takes them
    const worker = startJobWorker({ db: t.database.db, handlers: { [PIPELINE_QUEUES.analyzeOriginal]: pipelineHandlers(depsOf(t))[PIPELINE_QUEUES.analyzeOriginal] }, pollMs: 20 });
    for (let i = 0; i < 100; i++) {
      const [a] = await t.database.db.select().from(jobs).where(and(eq(jobs.sermonId, id), eq(jobs.queue, PIPELINE_QUEUES.analyzeOriginal)));
      if (a?.state === 'done') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await worker.stop();
    const { cancelJobs } = await import('../../jobs/job-queue');
    await cancelJobs(t.database.db, { sermonId: id });
    await drainJobs(t, id);
    assert.deepEqual(await rowsOf(id), []);
    void getJson;
  });
});
