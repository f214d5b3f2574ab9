// thumbnail {sermonId, sourceKey, uploadGuid, offsetMs, language}: a JPEG frame of the video at the sermon's
// thumbnail position; thumbnail-import {uploadGuid}: an uploaded image (JPEG or PNG) becomes the video thumbnail.
import { PIPELINE_MESSAGES } from '@sermon/shared-contracts/constants/pipeline-messages';
import { formatMessage } from '@sermon/shared-contracts/errors/messages';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { mediaUploads } from '../../db/schema';
import { PermanentJobError, type JobHandler } from '../../jobs/job-types';
import { runFfmpeg } from '../ffmpeg';
import { probe } from '../ffprobe';
import { findUpload, isSuperseded, replaceMediaRows, setUploadState } from './media-rows';
import { errorText, guidOfKey, reportingFailure, stringField, uploadFolder, type PipelineDeps } from './pipeline-deps';
import { PIPELINE_EVENTS, recordEvent } from './pipeline-events';
import { withWorkDir } from './work-files';

/** Thumbnails are 1280 wide (16:9 at 720p), which every size the site shows is resized from. */
const THUMBNAIL_WIDTH = 1280;
export const THUMBNAIL_UPLOAD_TYPES = ['original-thumbnail', 'video-thumbnail'];

export function thumbnailHandler(deps: PipelineDeps): JobHandler {
  return async (job) => {
    const sermonId = stringField(job.payload, 'sermonId');
    const sourceKey = stringField(job.payload, 'sourceKey');
    const uploadGuid = typeof job.payload.uploadGuid === 'string' ? job.payload.uploadGuid : guidOfKey(sourceKey);
    const offsetMs = Math.max(0, Number(job.payload.offsetMs) || 0);
    await reportingFailure(deps, job, { sermonId, mediaKind: 'thumbnail' }, async () => {
      if (await isSuperseded(deps.db, sermonId, uploadGuid, ['original-video'])) return;
      // a thumbnail the broadcaster uploaded after this video wins over a generated frame
      if (await importedThumbnailNewerThan(deps, sermonId, uploadGuid)) return;
      await withWorkDir(deps.dataDir, deps.storage, `thumb-${job.id}`, async (dir) => {
        const input = await dir.input(sourceKey, job.signal);
        const info = await probe(input, { signal: job.signal });
        if (!info.videoCodec) throw new PermanentJobError(PIPELINE_MESSAGES.noPicture);
        // past the end gives no frame: take one just before the end instead
        const at = Math.min(offsetMs / 1000, Math.max(0, info.durationSeconds - 0.5));
        const jpg = dir.file('thumbnail.jpg');
        await runFfmpeg(['-ss', at.toFixed(3), '-i', input, '-frames:v', '1', '-vf', `scale=${THUMBNAIL_WIDTH}:-2`, '-q:v', '3', jpg], { signal: job.signal });
        const key = `${uploadFolder(sermonId, uploadGuid)}/thumbnail-${offsetMs}.jpg`;
        const size = await dir.store(jpg, key);
        await replaceMediaRows(deps.db, deps.storage, {
          sermonId,
          encodings: ['video-thumbnail'],
          rows: [{ kind: 'thumbnail', encoding: 'video-thumbnail', mediaType: 'jpg', storageKey: key, contentType: 'image/jpeg', fileSizeBytes: size }],
        });
        await recordEvent(deps.db, { sermonId, event: PIPELINE_EVENTS.thumbnail, mediaKind: 'thumbnail', detail: { offsetMs, storageKey: key } });
      });
      await job.progress(1);
    });
  };
}

async function importedThumbnailNewerThan(deps: PipelineDeps, sermonId: string, videoGuid: string): Promise<boolean> {
  const video = await findUpload(deps.db, videoGuid);
  const [latest] = await deps.db
    .select({ createdAt: mediaUploads.createdAt })
    .from(mediaUploads)
    .where(and(eq(mediaUploads.sermonId, sermonId), inArray(mediaUploads.uploadType, THUMBNAIL_UPLOAD_TYPES), eq(mediaUploads.state, 'done')))
    .orderBy(desc(mediaUploads.createdAt))
    .limit(1);
  return latest !== undefined && (!video || latest.createdAt > video.createdAt);
}

export function thumbnailImportHandler(deps: PipelineDeps): JobHandler {
  return async (job) => {
    const guid = stringField(job.payload, 'uploadGuid');
    const upload = await findUpload(deps.db, guid);
    if (!upload?.sermonId || !upload.storageKey) throw new PermanentJobError(`upload ${guid} has no stored file`);
    const sermonId = upload.sermonId;
    const sourceKey = upload.storageKey;
    await reportingFailure(deps, job, { sermonId, mediaKind: 'thumbnail' }, async () => {
      await withWorkDir(deps.dataDir, deps.storage, `thumb-import-${job.id}`, async (dir) => {
        const input = await dir.input(sourceKey, job.signal);
        let codec: string | null = null;
        try {
          codec = (await probe(input, { signal: job.signal })).videoCodec;
        } catch (error) {
          if (job.signal.aborted) throw error;
          codec = null;
        }
        if (codec !== 'mjpeg' && codec !== 'png') {
          const message = PIPELINE_MESSAGES.thumbnailType;
          await setUploadState(deps.db, guid, 'failed', message);
          throw new PermanentJobError(message);
        }
        const jpg = dir.file('thumbnail.jpg');
        await runFfmpeg(['-i', input, '-frames:v', '1', '-vf', `scale='min(${THUMBNAIL_WIDTH},iw)':-2`, '-q:v', '3', jpg], { signal: job.signal }).catch((error) => {
          throw new PermanentJobError(formatMessage(PIPELINE_MESSAGES.imageNotConverted, { detail: errorText(error) }));
        });
        const key = `${uploadFolder(sermonId, guid)}/thumbnail.jpg`;
        const size = await dir.store(jpg, key);
        await replaceMediaRows(deps.db, deps.storage, {
          sermonId,
          encodings: ['video-thumbnail'],
          rows: [{ kind: 'thumbnail', encoding: 'video-thumbnail', mediaType: 'jpg', storageKey: key, contentType: 'image/jpeg', fileSizeBytes: size }],
        });
        await setUploadState(deps.db, guid, 'done');
        await recordEvent(deps.db, { sermonId, event: PIPELINE_EVENTS.thumbnail, mediaKind: 'thumbnail', detail: { uploadGuid: guid, storageKey: key } });
      });
      await job.progress(1);
    });
  };
}
