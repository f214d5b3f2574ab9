// Reads for GET node/sermons/{id}/media_tracker: the sermon's uploads, its pipeline jobs and events.
import { and, desc, eq } from 'drizzle-orm';
import type { MediaStatus, MediaTracker, TrackerJob, TrackerUpload } from '@sermon/shared-contracts/entities/media-tracker';
import type { Db } from '../../db/client';
import { jobs, mediaUploads, pipelineEvents, sermons } from '../../db/schema';
import { readEncodingOptions } from '../../media/pipeline/encoding-options';

/** Enough history for the editor; a sermon re-uploaded many times keeps only its recent past here. */
const MAX_UPLOADS = 50;
const MAX_JOBS = 100;
const MAX_EVENTS = 300;

export interface TrackedSermon {
  id: string;
  broadcasterId: string;
  encodingOptions: unknown;
  audioMediaStatus: string | null;
  videoMediaStatus: string | null;
}

export async function findTrackedSermon(db: Db, sermonID: string): Promise<TrackedSermon | undefined> {
  const [row] = await db
    .select({
      id: sermons.id,
      broadcasterId: sermons.broadcasterId,
      encodingOptions: sermons.encodingOptions,
      audioMediaStatus: sermons.audioMediaStatus,
      videoMediaStatus: sermons.videoMediaStatus,
    })
    .from(sermons)
    .where(eq(sermons.id, sermonID))
    .limit(1);
  return row;
}

/** What a job makes, in a word or two: 'audio-high,audio-low', '720p', 'eng', an upload guid. */
export function jobTarget(payload: unknown): string | null {
  const p = (payload ?? {}) as Record<string, unknown>;
  if (Array.isArray(p.targets)) return p.targets.join(',');
  if (typeof p.rendition === 'string') return p.rendition;
  if (typeof p.language === 'string' && p.language) return p.language;
  if (typeof p.offsetMs === 'number') return `${p.offsetMs} ms`;
  if (typeof p.uploadGuid === 'string') return p.uploadGuid;
  return null;
}

export async function loadMediaTracker(db: Db, sermon: TrackedSermon): Promise<MediaTracker> {
  const [uploadRows, jobRows, eventRows] = await Promise.all([
    db.select().from(mediaUploads).where(eq(mediaUploads.sermonId, sermon.id)).orderBy(desc(mediaUploads.createdAt)).limit(MAX_UPLOADS),
    db.select().from(jobs).where(eq(jobs.sermonId, sermon.id)).orderBy(desc(jobs.id)).limit(MAX_JOBS),
    db
      .select()
      .from(pipelineEvents)
      .where(and(eq(pipelineEvents.sermonId, sermon.id)))
      .orderBy(desc(pipelineEvents.at), desc(pipelineEvents.id))
      .limit(MAX_EVENTS),
  ]);
  const uploads: TrackerUpload[] = uploadRows.reverse().map((u) => ({
    guid: u.guid,
    uploadType: u.uploadType,
    language: u.language,
    state: u.state as TrackerUpload['state'],
    sizeBytes: u.sizeBytes,
    originalFilename: u.originalFilename,
    createdAt: u.createdAt,
    error: u.error,
  }));
  const trackerJobs: TrackerJob[] = jobRows.reverse().map((j) => ({
    id: j.id,
    queue: j.queue,
    target: jobTarget(j.payload),
    state: j.state as TrackerJob['state'],
    progress: j.progress,
    attempts: j.attempts,
    maxAttempts: j.maxAttempts,
    lastError: j.lastError,
    createdAt: j.createdAt,
    startedAt: j.startedAt,
    finishedAt: j.finishedAt,
  }));
  return {
    sermonID: sermon.id,
    audioMediaStatus: sermon.audioMediaStatus as MediaStatus,
    videoMediaStatus: sermon.videoMediaStatus as MediaStatus,
    uploads,
    jobs: trackerJobs,
    events: eventRows.reverse().map((e) => ({
      event: e.event,
      mediaKind: e.mediaKind as MediaTracker['events'][number]['mediaKind'],
      language: e.language,
      at: e.at,
      detail: (e.detail ?? null) as Record<string, unknown> | null,
    })),
    encodingOptions: readEncodingOptions(sermon.encodingOptions),
  };
}

