// Test helpers for the pipeline: generated media (ffmpeg lavfi, a few seconds), a fresh sermon to upload to, an
// upload as the uploads slice completes it (stored original, media_uploads row, upload-received, the first job),
// and running the real job worker until a sermon's work is done.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { jobs, mediaUploads, sermons } from '../../db/schema';
import { enqueueJob, startJobWorker } from '../../jobs/job-queue';
import { PIPELINE_QUEUES } from '../../jobs/job-types';
import { LocalDiskStorage } from '../../storage/local-disk-storage';
import type { TestApp } from '../../testing/test-app';
import { runFfmpeg } from '../ffmpeg';
import { pipelineHandlers } from './job-handlers';
import { uploadFolder } from './pipeline-deps';
import { recordEvent } from './pipeline-events';

export function storageOf(t: TestApp): LocalDiskStorage {
  return new LocalDiskStorage(path.join(t.dataDir, 'media'));
}

export function depsOf(t: TestApp, log: (line: string) => void = () => {}) {
  return { db: t.database.db, storage: storageOf(t), dataDir: t.dataDir, log };
}

let scratch: string | null = null;
async function scratchDir(): Promise<string> {
  scratch ??= await mkdtemp(path.join(os.tmpdir(), 'pipeline-media-'));
  return scratch;
}

/** A mono sine tone (with a quiet second half, so the waveform is not flat) as MP3. */
export async function makeAudio(seconds: number, name = `tone-${seconds}.mp3`): Promise<Buffer> {
  const file = path.join(await scratchDir(), name);
  await runFfmpeg([
    '-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100:duration=${seconds}`,
    '-af', `volume='if(lt(t,${seconds / 2}),1,0.2)':eval=frame`, '-ac', '1', '-c:a', 'libmp3lame', '-b:a', '64k', file,
  ]);
  return readFile(file);
}

/** testsrc picture with a tone, H.264/AAC MP4. */
export async function makeVideo(seconds: number, width: number, height: number): Promise<Buffer> {
  const file = path.join(await scratchDir(), `video-${seconds}-${height}.mp4`);
  await runFfmpeg([
    '-f', 'lavfi', '-i', `testsrc=size=${width}x${height}:rate=25:duration=${seconds}`,
    '-f', 'lavfi', '-i', `sine=frequency=330:sample_rate=44100:duration=${seconds}`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '64k', '-shortest', file,
  ]);
  return readFile(file);
}

let sermonCounter = 0;
/** A copy of the fixture's draft sermon (Grace Chapel) without media, under a new id. */
export async function freshSermon(t: TestApp): Promise<string> {
  const db = t.database.db;
  const [draft] = await db.select().from(sermons).where(eq(sermons.id, t.fixture.ids.draft));
  const { search: _search, ...row } = draft! as typeof draft & { search?: unknown };
  const id = String(900_000 + process.pid % 1000 * 100 + ++sermonCounter);
  await db.insert(sermons).values({
    ...row,
    id,
    hasAudio: false,
    hasVideo: false,
    hasPdf: false,
    audioDurationSeconds: null,
    videoDurationSeconds: null,
    audioMediaStatus: null,
    videoMediaStatus: null,
    encodingOptions: {},
    translationGroup: null,
  });
  return id;
}

const FIRST_QUEUE: Record<string, string> = {
  'original-audio': PIPELINE_QUEUES.analyzeOriginal,
  'original-video': PIPELINE_QUEUES.analyzeOriginal,
  caption: PIPELINE_QUEUES.captionImport,
  text: PIPELINE_QUEUES.textImport,
  'original-thumbnail': PIPELINE_QUEUES.thumbnailImport,
  'video-thumbnail': PIPELINE_QUEUES.thumbnailImport,
};

/** What the uploads slice does when an upload completes (contract: P1). Returns the upload guid. */
export async function completeUpload(
  t: TestApp,
  sermonId: string,
  uploadType: string,
  bytes: Buffer,
  options: { ext?: string; language?: string; createdAt?: number } = {},
): Promise<string> {
  const db = t.database.db;
  const guid = randomUUID();
  const ext = options.ext ?? '.bin';
  const storageKey = `${uploadFolder(sermonId, guid)}/original${ext}`;
  await storageOf(t).put(storageKey, bytes);
  await db.insert(mediaUploads).values({
    guid,
    sermonId,
    uploadType,
    language: options.language ?? null,
    originalFilename: `upload${ext}`,
    state: 'received',
    sizeBytes: bytes.length,
    storageKey,
    createdAt: options.createdAt ?? Date.now(),
    completedAt: Date.now(),
  });
  const kind = uploadType === 'original-video' ? 'video' : uploadType === 'original-audio' ? 'audio' : null;
  if (kind) await db.update(sermons).set({ [kind === 'audio' ? 'audioMediaStatus' : 'videoMediaStatus']: 'working' }).where(eq(sermons.id, sermonId));
  await recordEvent(db, { sermonId, event: 'upload-received', mediaKind: (kind ?? (uploadType === 'caption' ? 'caption' : 'text')) as 'audio', language: options.language ?? null });
  await enqueueJob(db, { queue: FIRST_QUEUE[uploadType]!, payload: { uploadGuid: guid }, sermonId });
  return guid;
}

/** Runs the real worker until the sermon has no queued or active jobs (backoff skipped: retries are due at once). */
export async function drainJobs(t: TestApp, sermonId: string, options: { timeoutMs?: number; log?: (line: string) => void } = {}): Promise<void> {
  const db = t.database.db;
  const worker = startJobWorker({ db, handlers: pipelineHandlers(depsOf(t, options.log)), pollMs: 50, backoffBaseMs: 1, log: options.log });
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  try {
    for (;;) {
      const open = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.sermonId, sermonId), inArray(jobs.state, ['queued', 'active'])));
      if (open.length === 0) return;
      if (Date.now() > deadline) throw new Error(`jobs still open for sermon ${sermonId}: ${open.map((j) => j.id).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await worker.stop();
  }
}
