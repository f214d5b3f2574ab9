// jobs/delete, jobs/encode and encoding_options: what the editor asks of the pipeline for one sermon.
import { and, eq, inArray } from 'drizzle-orm';
import type { EncodeJobName, EncodingOptions, MediaDeleteTarget } from '@sermon/shared-contracts/entities/media-tracker';
import type { AppContext } from '../../app-context';
import { mediaUploads, sermons } from '../../db/schema';
import { cancelJobs } from '../../jobs/job-queue';
import { PIPELINE_QUEUES } from '../../jobs/job-types';
import { captionLanguage } from '../../media/pipeline/text-jobs';
import { currentSource, removeMediaRows, type SermonFlags } from '../../media/pipeline/media-rows';
import { readEncodingOptions } from '../../media/pipeline/encoding-options';
import { uploadFolder } from '../../media/pipeline/pipeline-deps';
import { scheduleAudio, scheduleAudioTarget, scheduleThumbnail, scheduleVideo, type AudioSource } from '../../media/pipeline/schedule';
import { probe } from '../../media/ffprobe';
import { WorkDir } from '../../media/pipeline/work-files';

type Ctx = Pick<AppContext, 'db' | 'storage' | 'config'>;

const AUDIO_QUEUES = [PIPELINE_QUEUES.encodeAudio, PIPELINE_QUEUES.waveform, PIPELINE_QUEUES.videoToAudio];
const VIDEO_QUEUES = [PIPELINE_QUEUES.encodeVideo, PIPELINE_QUEUES.thumbnail, PIPELINE_QUEUES.videoToAudio];

/** Removes uploads (and their originals) of these types, so no later re-encode brings the media back. */
async function dropUploads(ctx: Ctx, sermonId: string, types: string[], language?: string | null): Promise<void> {
  const rows = await ctx.db
    .delete(mediaUploads)
    .where(and(eq(mediaUploads.sermonId, sermonId), inArray(mediaUploads.uploadType, types), language ? eq(mediaUploads.language, language) : undefined))
    .returning({ guid: mediaUploads.guid, storageKey: mediaUploads.storageKey });
  for (const row of rows) if (row.storageKey) await ctx.storage.delete(row.storageKey).catch(() => {});
}

export async function deleteMedia(ctx: Ctx, sermonId: string, target: MediaDeleteTarget, language: string | undefined, sermonLanguage3: string): Promise<void> {
  const db = ctx.db;
  const lang = language ? captionLanguage(language, sermonLanguage3) : undefined;
  const noAudio: SermonFlags = { hasAudio: false, audioDurationSeconds: null, audioMediaStatus: null };
  const noVideo: SermonFlags = { hasVideo: false, videoDurationSeconds: null, videoMediaStatus: null };
  if (target === 'audio' || target === 'all') {
    await cancelJobs(db, { sermonId, queues: AUDIO_QUEUES });
    await removeMediaRows(db, ctx.storage, sermonId, { kinds: ['audio', 'archive', 'waveform'] }, noAudio);
    await dropUploads(ctx, sermonId, ['original-audio']);
  }
  if (target === 'video' || target === 'all') {
    await cancelJobs(db, { sermonId, queues: VIDEO_QUEUES });
    await removeMediaRows(db, ctx.storage, sermonId, { kinds: ['video', 'thumbnail', 'preview'] }, noVideo);
    await dropUploads(ctx, sermonId, ['original-video', 'original-thumbnail', 'video-thumbnail']);
  }
  if (target === 'text' || target === 'all') {
    await cancelJobs(db, { sermonId, queues: [PIPELINE_QUEUES.textImport] });
    await removeMediaRows(db, ctx.storage, sermonId, { kinds: ['text'], mediaTypes: ['pdf', 'doc'] }, { hasPdf: false });
    await dropUploads(ctx, sermonId, ['text']);
  }
  if (target === 'caption' || target === 'all') {
    await cancelJobs(db, { sermonId, queues: [PIPELINE_QUEUES.captionImport] });
    await removeMediaRows(db, ctx.storage, sermonId, { kinds: ['caption'], language: target === 'all' ? undefined : lang });
    await dropUploads(ctx, sermonId, ['caption'], target === 'all' ? undefined : language);
  }
  if (target === 'transcript' || target === 'all') {
    await cancelJobs(db, { sermonId, queues: [PIPELINE_QUEUES.transcriptSource] });
    await removeMediaRows(db, ctx.storage, sermonId, { kinds: ['text'], mediaTypes: ['transcript'], language: target === 'all' ? undefined : lang });
  }
}

/**
 * Where the sermon's audio comes from: its uploaded audio file, else (or with excludeAudioSources) the sound of its
 * video (the copy video-to-audio made, else the video itself). Undefined when there is neither.
 */
export async function audioSourceOf(ctx: Ctx, sermonId: string, excludeAudioSources: boolean): Promise<AudioSource | undefined> {
  const audio = excludeAudioSources ? undefined : await currentSource(ctx.db, sermonId, ['original-audio']);
  if (audio?.storageKey) return { sermonId, sourceKey: audio.storageKey, uploadGuid: audio.guid };
  const video = await currentSource(ctx.db, sermonId, ['original-video']);
  if (!video?.storageKey) return undefined;
  const extracted = `${uploadFolder(sermonId, video.guid)}/audio-from-video.mka`;
  const sourceKey = (await ctx.storage.stat(extracted)) ? extracted : video.storageKey;
  return { sermonId, sourceKey, uploadGuid: video.guid, fromVideo: true };
}

export async function requeueAudioEncode(ctx: Ctx, sermonId: string, job: EncodeJobName, excludeAudioSources: boolean): Promise<number | null> {
  const source = await audioSourceOf(ctx, sermonId, excludeAudioSources);
  if (!source) return null;
  await ctx.db.update(sermons).set({ audioMediaStatus: 'working' }).where(eq(sermons.id, sermonId));
  return scheduleAudioTarget(ctx.db, source, job);
}

/** Stores the changed options and queues the encodes they affect (only for media the sermon has). */
export async function applyEncodingOptions(ctx: Ctx, sermonId: string, stored: unknown, patch: Partial<EncodingOptions>): Promise<EncodingOptions> {
  const before = readEncodingOptions(stored);
  const after = readEncodingOptions({ ...before, ...patch });
  await ctx.db.update(sermons).set({ encodingOptions: after }).where(eq(sermons.id, sermonId));
  const changed = (keys: (keyof EncodingOptions)[]) => keys.some((key) => before[key] !== after[key]);
  const shared: (keyof EncodingOptions)[] = ['fadeIn', 'fadeOut', 'normalizeAudio'];

  if (changed(['audioTrimStart', ...shared])) {
    const source = await audioSourceOf(ctx, sermonId, false);
    if (source) {
      // an encode running with the old settings is stopped; the new one reads the settings when it starts
      await cancelJobs(ctx.db, { sermonId, queues: [PIPELINE_QUEUES.encodeAudio, PIPELINE_QUEUES.waveform] });
      await ctx.db.update(sermons).set({ audioMediaStatus: 'working' }).where(eq(sermons.id, sermonId));
      await scheduleAudio(ctx.db, source, after, false);
    }
  }
  const video = await currentSource(ctx.db, sermonId, ['original-video']);
  if (video?.storageKey && changed(['videoTrimStart', ...shared])) {
    await cancelJobs(ctx.db, { sermonId, queues: [PIPELINE_QUEUES.encodeVideo] });
    await ctx.db.update(sermons).set({ videoMediaStatus: 'working' }).where(eq(sermons.id, sermonId));
    await scheduleVideo(ctx.db, { sermonId, sourceKey: video.storageKey, uploadGuid: video.guid, height: await sourceHeight(ctx, video.storageKey) }, false);
  }
  if (video?.storageKey && changed(['videoThumbPosition'])) {
    await scheduleThumbnail(ctx.db, { sermonId, sourceKey: video.storageKey, uploadGuid: video.guid }, after.videoThumbPosition, null);
  }
  return after;
}

async function sourceHeight(ctx: Ctx, key: string): Promise<number | null> {
  const dir = await WorkDir.create(ctx.config.dataDir, ctx.storage, 'probe');
  try {
    return (await probe(await dir.input(key))).height;
  } catch {
    return null;
  } finally {
    await dir.remove();
  }
}
