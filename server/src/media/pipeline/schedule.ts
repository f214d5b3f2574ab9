// Queues the pipeline's follow-up work and records the matching `*-scheduled` events. Used by the analysis of an
// original, by jobs/encode and by a change of the encoding options.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
import { enqueueJob } from '../../jobs/job-queue';
import { PIPELINE_QUEUES } from '../../jobs/job-types';
import type { EncodingOptions } from '@sermon/shared-contracts/entities/media-tracker';
import { PIPELINE_EVENTS, recordEvent, renditionEvent, type RenditionEventName } from './pipeline-events';

export type AudioTarget = 'audio-high' | 'audio-low' | 'audio-archive';

/** How far back a video's audio encodes are dated, so they run before the video renditions queued with them. */
const AUDIO_FROM_VIDEO_HEAD_START_MS = 60 * 60 * 1000;
export type VideoRendition = '1080p' | '720p' | '360p';

export const AUDIO_EVENT_NAME: Record<AudioTarget, RenditionEventName> = {
  'audio-high': 'high',
  'audio-low': 'low',
  'audio-archive': 'archive',
};
export const VIDEO_EVENT_NAME: Record<VideoRendition, RenditionEventName> = { '1080p': '1080p', '720p': 'high', '360p': 'low' };
export const VIDEO_ENCODING: Record<VideoRendition, string> = { '1080p': 'video-1080p', '720p': 'video-high', '360p': 'video-low' };
export const VIDEO_HEIGHT: Record<VideoRendition, number> = { '1080p': 1080, '720p': 720, '360p': 360 };

/** Smallest first: the first playable video comes soonest. */
export function renditionsFor(sourceHeight: number | null): VideoRendition[] {
  const height = sourceHeight ?? 0;
  const out: VideoRendition[] = ['360p'];
  if (height >= 720) out.push('720p');
  if (height >= 1080) out.push('1080p');
  return out;
}

/**
 * Enqueues unless an equal job (same queue and payload) is already waiting or running, or finished, when `dedupe`
 * includes done jobs: a retried analysis must not queue its encodes twice.
 */
export async function enqueueOnce(
  db: Db,
  queue: string,
  payload: Record<string, unknown>,
  sermonId: string,
  options: { includeDone?: boolean; maxAttempts?: number; runAfter?: number } = {},
): Promise<number> {
  const states = options.includeDone ? ['queued', 'active', 'done'] : ['queued', 'active'];
  const [existing] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.queue, queue), eq(jobs.sermonId, sermonId), inArray(jobs.state, states), sql`${jobs.payload} = ${JSON.stringify(payload)}::jsonb`))
    .limit(1);
  if (existing) return existing.id;
  return enqueueJob(db, { queue, payload, sermonId, maxAttempts: options.maxAttempts, runAfter: options.runAfter });
}

export interface AudioSource {
  sermonId: string;
  sourceKey: string;
  uploadGuid: string;
  /** the source is a video (video-to-audio) */
  fromVideo?: boolean;
}

/** High and low MP3 in one job (one decode), the archive, and the waveform. */
export async function scheduleAudio(db: Db, source: AudioSource, options: EncodingOptions, dedupe = true): Promise<number[]> {
  const { sermonId, sourceKey, uploadGuid } = source;
  const base = { sermonId, sourceKey, uploadGuid };
  const ids: number[] = [];
  // The worker takes due jobs oldest runAfter first. A video's sound is minutes of work against the renditions'
  // tens of minutes, so it goes ahead of them: listeners can play the audio long before the 1080p is done.
  const runAfter = source.fromVideo ? Date.now() - AUDIO_FROM_VIDEO_HEAD_START_MS : undefined;
  ids.push(await enqueueOnce(db, PIPELINE_QUEUES.encodeAudio, { ...base, targets: ['audio-high', 'audio-low'] }, sermonId, { includeDone: dedupe, runAfter }));
  await recordEvent(db, { sermonId, event: renditionEvent('high', 'scheduled'), mediaKind: 'audio' });
  await recordEvent(db, { sermonId, event: renditionEvent('low', 'scheduled'), mediaKind: 'audio' });
  // Trimmed or shaped audio: the waveform is drawn from the encoded file (after the encode), so it matches what plays.
  const shaped = options.audioTrimStart > 0 || options.fadeIn > 0 || options.fadeOut > 0 || options.normalizeAudio;
  if (!shaped) ids.push(await enqueueOnce(db, PIPELINE_QUEUES.waveform, { sermonId, sourceKey }, sermonId, { includeDone: dedupe, runAfter }));
  ids.push(await enqueueOnce(db, PIPELINE_QUEUES.encodeAudio, { ...base, targets: ['audio-archive'] }, sermonId, { includeDone: dedupe }));
  await recordEvent(db, { sermonId, event: renditionEvent('archive', 'scheduled'), mediaKind: 'audio' });
  return ids;
}

export async function scheduleAudioTarget(db: Db, source: AudioSource, target: AudioTarget): Promise<number> {
  const id = await enqueueOnce(
    db,
    PIPELINE_QUEUES.encodeAudio,
    { sermonId: source.sermonId, sourceKey: source.sourceKey, uploadGuid: source.uploadGuid, targets: [target] },
    source.sermonId,
  );
  await recordEvent(db, { sermonId: source.sermonId, event: renditionEvent(AUDIO_EVENT_NAME[target], 'scheduled'), mediaKind: 'audio' });
  return id;
}

export interface VideoSource {
  sermonId: string;
  sourceKey: string;
  uploadGuid: string;
  height: number | null;
}

export async function scheduleVideo(db: Db, source: VideoSource, dedupe = true): Promise<number[]> {
  const ids: number[] = [];
  for (const rendition of renditionsFor(source.height)) {
    ids.push(
      await enqueueOnce(
        db,
        PIPELINE_QUEUES.encodeVideo,
        { sermonId: source.sermonId, sourceKey: source.sourceKey, uploadGuid: source.uploadGuid, rendition },
        source.sermonId,
        { includeDone: dedupe },
      ),
    );
    await recordEvent(db, { sermonId: source.sermonId, event: renditionEvent(VIDEO_EVENT_NAME[rendition], 'scheduled'), mediaKind: 'video' });
  }
  return ids;
}

export async function scheduleThumbnail(
  db: Db,
  source: { sermonId: string; sourceKey: string; uploadGuid: string },
  positionSeconds: number,
  language: string | null,
): Promise<number> {
  return enqueueOnce(
    db,
    PIPELINE_QUEUES.thumbnail,
    { sermonId: source.sermonId, sourceKey: source.sourceKey, uploadGuid: source.uploadGuid, offsetMs: Math.round(positionSeconds * 1000), language },
    source.sermonId,
    { includeDone: true },
  );
}

export async function scheduleVideoToAudio(db: Db, source: { sermonId: string; sourceKey: string; uploadGuid: string }): Promise<number> {
  const id = await enqueueOnce(db, PIPELINE_QUEUES.videoToAudio, { ...source }, source.sermonId, { includeDone: true });
  await recordEvent(db, { sermonId: source.sermonId, event: PIPELINE_EVENTS.videoToAudioScheduled, mediaKind: 'audio' });
  return id;
}

export async function scheduleTranscript(db: Db, sermonId: string, language: string): Promise<number> {
  const id = await enqueueOnce(db, PIPELINE_QUEUES.transcriptSource, { sermonId, language }, sermonId);
  await recordEvent(db, { sermonId, event: PIPELINE_EVENTS.transcriptScheduled, mediaKind: 'text', language });
  return id;
}
