// analyze-original {uploadGuid}: probe an uploaded original (audio or video). A corrupt or non-media file fails at
// once (original-analyze-failed + pipeline-failed, media status error, the original kept, nothing else touched);
// a good one queues its encodes.
import { PIPELINE_MESSAGES } from '@sermon/shared-contracts/constants/pipeline-messages';
import { formatMessage } from '@sermon/shared-contracts/errors/messages';
import { eq } from 'drizzle-orm';
import { sermons } from '../../db/schema';
import { PermanentJobError, type JobHandler } from '../../jobs/job-types';
import { probe, type ProbeResult } from '../ffprobe';
import { readEncodingOptions } from './encoding-options';
import { currentSource, findUpload, setSermonFlags, setUploadState } from './media-rows';
import { errorText, stringField, type PipelineDeps } from './pipeline-deps';
import { PIPELINE_EVENTS, recordEvent } from './pipeline-events';
import { scheduleAudio, scheduleThumbnail, scheduleVideo, scheduleVideoToAudio } from './schedule';
import { WorkDir } from './work-files';

/** Shorter than this is no recording (a zero-byte or header-only file probes as 0 s). */
const MIN_DURATION_SECONDS = 0.05;

export function analyzeOriginalHandler(deps: PipelineDeps): JobHandler {
  return async (job) => {
    const guid = stringField(job.payload, 'uploadGuid');
    const upload = await findUpload(deps.db, guid);
    if (!upload || !upload.sermonId || !upload.storageKey) throw new PermanentJobError(`upload ${guid} has no stored original`);
    const sermonId = upload.sermonId;
    const isVideo = upload.uploadType === 'original-video';
    const mediaKind = isVideo ? 'video' : 'audio';
    const statusFlag = isVideo ? 'videoMediaStatus' : 'audioMediaStatus';
    await job.progress(0.05);

    let info: ProbeResult | null = null;
    let failure: string | null = null;
    try {
      const dir = await WorkDir.create(deps.dataDir, deps.storage, `analyze-${job.id}`);
      try {
        info = await probe(await dir.input(upload.storageKey, job.signal), { signal: job.signal });
      } finally {
        await dir.remove();
      }
      failure = unusable(info, isVideo);
    } catch (error) {
      if (job.signal.aborted || (error as Error).name === 'AbortError') throw error;
      failure = formatMessage(PIPELINE_MESSAGES.unreadableMedia, { detail: errorText(error) });
    }

    if (failure || !info) {
      const detail = { error: failure, uploadGuid: guid, originalFilename: upload.originalFilename };
      await recordEvent(deps.db, { sermonId, event: PIPELINE_EVENTS.originalAnalyzeFailed, mediaKind, detail });
      await recordEvent(deps.db, { sermonId, event: PIPELINE_EVENTS.pipelineFailed, mediaKind, detail });
      await setUploadState(deps.db, guid, 'failed', failure);
      // A failed re-upload leaves the media that already plays alone (it stays ready); else the media is in error.
      const [sermon] = await deps.db.select({ hasAudio: sermons.hasAudio, hasVideo: sermons.hasVideo }).from(sermons).where(eq(sermons.id, sermonId));
      const hasWorking = isVideo ? sermon?.hasVideo : sermon?.hasAudio;
      await setSermonFlags(deps.db, sermonId, { [statusFlag]: hasWorking ? 'ready' : 'error' });
      throw new PermanentJobError(failure ?? 'unreadable original');
    }

    await recordEvent(deps.db, {
      sermonId,
      event: PIPELINE_EVENTS.originalAnalyzed,
      mediaKind,
      detail: {
        uploadGuid: guid,
        durationSeconds: info.durationSeconds,
        formatName: info.formatName,
        audioCodec: info.audioCodec,
        videoCodec: info.videoCodec,
        width: info.width,
        height: info.height,
        channels: info.channels,
        sampleRate: info.sampleRate,
      },
    });
    await setUploadState(deps.db, guid, 'processing');

    const [sermon] = await deps.db.select({ encodingOptions: sermons.encodingOptions, languageCode3: sermons.languageCode3 }).from(sermons).where(eq(sermons.id, sermonId));
    const options = readEncodingOptions(sermon?.encodingOptions);
    const source = { sermonId, sourceKey: upload.storageKey, uploadGuid: guid };
    if (!isVideo) {
      await scheduleAudio(deps.db, source, options);
    } else {
      await scheduleThumbnail(deps.db, source, options.videoThumbPosition, null);
      // The video's sound becomes the sermon's audio unless an audio file of its own was uploaded.
      const ownAudio = await currentSource(deps.db, sermonId, ['original-audio']);
      if (info.audioCodec && !ownAudio) {
        await setSermonFlags(deps.db, sermonId, { audioMediaStatus: 'working' });
        await scheduleVideoToAudio(deps.db, source);
      }
      await scheduleVideo(deps.db, { ...source, height: info.height });
    }
    await job.progress(1);
  };
}

/** Why a probed file cannot be used, or null. */
function unusable(info: ProbeResult, isVideo: boolean): string | null {
  const timed = info.durationSeconds >= MIN_DURATION_SECONDS;
  // a still image probes as a one-frame "video" without duration
  if (isVideo) {
    if (!info.videoCodec || !timed || ['mjpeg', 'png', 'bmp', 'gif', 'webp'].includes(info.videoCodec)) return PIPELINE_MESSAGES.noVideoTrack;
    return null;
  }
  if (!info.audioCodec || !timed) return PIPELINE_MESSAGES.noAudioTrack;
  return null;
}
