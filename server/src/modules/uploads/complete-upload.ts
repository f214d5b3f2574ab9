// What happens when the last byte of an upload arrives (issue-5 contract, "Completed sermon uploads"): the original
// is stored at sermons/<sermonID>/<guid>/original<ext>, the pipeline event recorded, the sermon's media status set,
// and the job for its type queued. Two-step uploads stop after storing and wait for PUT media/{guid}/continue.
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { IMAGE_UPLOAD_KINDS, isSermonUploadType, type ImageUploadKind, type SermonUploadType } from '@sermon/shared-contracts/constants/uploads';
import type { AppContext } from '../../app-context';
import { mediaUploads, sermons } from '../../db/schema';
import { HttpError } from '../../http/api-errors';
import { cancelJobs, enqueueJob } from '../../jobs/job-queue';
import { PIPELINE_QUEUES } from '../../jobs/job-types';
import { PIPELINE_EVENTS, recordEvent, type MediaKind } from '../../media/pipeline/pipeline-events';
import { storeImage } from './image-store';
import type { UploadRow } from './upload-tickets';

export const TWO_STEP_EVENTS = {
  received: 'two-step-upload-received',
  continued: 'two-step-upload-continued',
} as const;

type UploadContext = Pick<AppContext, 'db' | 'storage'>;

const DEFAULT_EXTENSIONS: Record<SermonUploadType, string> = {
  'original-audio': '',
  'original-video': '',
  text: '.pdf',
  'original-thumbnail': '.jpg',
  caption: '',
  'video-thumbnail': '.jpg',
};

/** original<ext>: the client's extension when it is a plain one (ffmpeg and people reading the bucket like it). */
export function originalKey(upload: Pick<UploadRow, 'sermonId' | 'guid' | 'uploadType' | 'originalFilename' | 'destFilename'>): string {
  const fromName = path.extname(upload.destFilename || upload.originalFilename || '').toLowerCase();
  const ext = /^\.[a-z0-9]{1,8}$/.test(fromName) ? fromName : DEFAULT_EXTENSIONS[upload.uploadType as SermonUploadType] ?? '';
  return `sermons/${upload.sermonId}/${upload.guid}/original${ext}`;
}

export function mediaKindOf(uploadType: SermonUploadType): MediaKind {
  switch (uploadType) {
    case 'original-audio':
      return 'audio';
    case 'original-video':
      return 'video';
    case 'text':
      return 'text';
    case 'caption':
      return 'caption';
    case 'original-thumbnail':
    case 'video-thumbnail':
      return 'thumbnail';
  }
}

/** Jobs still working on the media a new original replaces: they would overwrite the new renditions with old ones. */
const REPLACED_QUEUES: Partial<Record<SermonUploadType, string[]>> = {
  'original-audio': [PIPELINE_QUEUES.analyzeOriginal, PIPELINE_QUEUES.encodeAudio, PIPELINE_QUEUES.waveform],
  'original-video': [
    PIPELINE_QUEUES.analyzeOriginal,
    PIPELINE_QUEUES.encodeVideo,
    PIPELINE_QUEUES.videoToAudio,
    PIPELINE_QUEUES.encodeAudio,
    PIPELINE_QUEUES.waveform,
    PIPELINE_QUEUES.thumbnail,
  ],
};

function queueOf(uploadType: SermonUploadType): string {
  switch (uploadType) {
    case 'original-audio':
    case 'original-video':
      return PIPELINE_QUEUES.analyzeOriginal;
    case 'caption':
      return PIPELINE_QUEUES.captionImport;
    case 'text':
      return PIPELINE_QUEUES.textImport;
    case 'original-thumbnail':
    case 'video-thumbnail':
      return PIPELINE_QUEUES.thumbnailImport;
  }
}

async function setMediaStatus(ctx: UploadContext, upload: UploadRow, status: 'working' | 'twostep'): Promise<void> {
  if (!upload.sermonId) return;
  const now = Math.floor(Date.now() / 1000);
  if (upload.uploadType === 'original-audio') {
    await ctx.db.update(sermons).set({ audioMediaStatus: status, updatedAt: now }).where(eq(sermons.id, upload.sermonId));
  } else if (upload.uploadType === 'original-video') {
    await ctx.db.update(sermons).set({ videoMediaStatus: status, updatedAt: now }).where(eq(sermons.id, upload.sermonId));
  }
}

/** Queues the work for a stored sermon upload (also the second step of a two-step upload). */
export async function startProcessing(ctx: UploadContext, upload: UploadRow): Promise<void> {
  const type = upload.uploadType as SermonUploadType;
  const replaced = REPLACED_QUEUES[type];
  if (replaced && upload.sermonId) await cancelJobs(ctx.db, { sermonId: upload.sermonId, queues: replaced });
  await setMediaStatus(ctx, upload, 'working');
  await ctx.db.update(mediaUploads).set({ state: 'processing' }).where(eq(mediaUploads.guid, upload.guid));
  await enqueueJob(ctx.db, { queue: queueOf(type), payload: { uploadGuid: upload.guid }, sermonId: upload.sermonId });
}

export interface CompletedUpload {
  guid: string;
  state: string;
  /** images: the stored JPEG */
  storageKey: string | null;
}

/**
 * Takes the complete file at `file` (moved into the storage) through the steps of its upload type. Failures of
 * the file itself (a damaged image) mark the upload failed with the reason and are rethrown for the answer.
 */
export async function completeUpload(ctx: UploadContext, upload: UploadRow, file: string, size: number): Promise<CompletedUpload> {
  // claim the completion: a second request finishing the same upload (a retried last PATCH) must not run it twice
  const [claimed] = await ctx.db
    .update(mediaUploads)
    .set({ state: 'received', sizeBytes: size, completedAt: Date.now() })
    .where(and(eq(mediaUploads.guid, upload.guid), eq(mediaUploads.state, 'pending')))
    .returning();
  if (!claimed) throw new HttpError(409, 'This upload is already complete.', 'UPLOAD_CONFLICT');

  if ((IMAGE_UPLOAD_KINDS as readonly string[]).includes(claimed.uploadType)) {
    try {
      const key = await storeImage(ctx, claimed.uploadType as ImageUploadKind, claimed.targetId ?? '', file);
      await ctx.db.update(mediaUploads).set({ state: 'done', storageKey: key }).where(eq(mediaUploads.guid, claimed.guid));
      return { guid: claimed.guid, state: 'done', storageKey: key };
    } catch (error) {
      const message = error instanceof HttpError ? error.message : 'The image could not be stored.';
      await ctx.db.update(mediaUploads).set({ state: 'failed', error: message }).where(eq(mediaUploads.guid, claimed.guid));
      throw error;
    }
  }

  if (!isSermonUploadType(claimed.uploadType) || !claimed.sermonId) {
    throw new HttpError(500, `upload ${claimed.guid} has an unknown type ${claimed.uploadType}`, 'INTERNAL_ERROR');
  }
  const key = originalKey(claimed);
  try {
    await ctx.storage.putFile(key, file, { move: true });
  } catch (error) {
    await ctx.db
      .update(mediaUploads)
      .set({ state: 'failed', error: 'The file arrived but could not be stored. Upload it again.' })
      .where(eq(mediaUploads.guid, claimed.guid));
    throw error;
  }
  const stored = { ...claimed, storageKey: key };
  const kind = mediaKindOf(claimed.uploadType);
  const detail = { uploadGuid: claimed.guid, uploadType: claimed.uploadType, sizeBytes: size, originalFilename: claimed.originalFilename };
  if (claimed.twoStep) {
    await ctx.db.update(mediaUploads).set({ state: 'waiting-continue', storageKey: key }).where(eq(mediaUploads.guid, claimed.guid));
    await setMediaStatus(ctx, claimed, 'twostep');
    await recordEvent(ctx.db, { sermonId: claimed.sermonId, event: TWO_STEP_EVENTS.received, mediaKind: kind, language: claimed.language, detail });
    return { guid: claimed.guid, state: 'waiting-continue', storageKey: null };
  }
  await ctx.db.update(mediaUploads).set({ storageKey: key }).where(eq(mediaUploads.guid, claimed.guid));
  await recordEvent(ctx.db, { sermonId: claimed.sermonId, event: PIPELINE_EVENTS.uploadReceived, mediaKind: kind, language: claimed.language, detail });
  await startProcessing(ctx, stored);
  return { guid: claimed.guid, state: 'processing', storageKey: null };
}

/** PUT media/{guid}/continue: the second step of a two-step upload. */
export async function continueTwoStep(ctx: UploadContext, upload: UploadRow): Promise<void> {
  const [claimed] = await ctx.db
    .update(mediaUploads)
    .set({ state: 'processing' })
    .where(and(eq(mediaUploads.guid, upload.guid), inArray(mediaUploads.state, ['waiting-continue'])))
    .returning();
  if (!claimed || !claimed.sermonId || !isSermonUploadType(claimed.uploadType)) return;
  await recordEvent(ctx.db, {
    sermonId: claimed.sermonId,
    event: TWO_STEP_EVENTS.continued,
    mediaKind: mediaKindOf(claimed.uploadType),
    language: claimed.language,
    detail: { uploadGuid: claimed.guid, uploadType: claimed.uploadType },
  });
  await startProcessing(ctx, claimed);
}
