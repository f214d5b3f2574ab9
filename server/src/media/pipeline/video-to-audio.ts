// video-to-audio {sermonId, sourceKey, uploadGuid}: the sound of an uploaded video becomes the sermon's audio. The
// track is copied out once (no re-encode, seconds even for long videos), so the audio encodes and the waveform
// decode a small audio file instead of demuxing the whole video again each.
import { PIPELINE_MESSAGES } from '@sermon/shared-contracts/constants/pipeline-messages';
import { PermanentJobError, type JobHandler } from '../../jobs/job-types';
import { runFfmpeg } from '../ffmpeg';
import { probe } from '../ffprobe';
import { eq } from 'drizzle-orm';
import { sermons } from '../../db/schema';
import { readEncodingOptions } from './encoding-options';
import { isSuperseded } from './media-rows';
import { ffmpegProgress, guidOfKey, reportingFailure, stringField, uploadFolder, type PipelineDeps } from './pipeline-deps';
import { scheduleAudio } from './schedule';
import { withWorkDir } from './work-files';

export function videoToAudioHandler(deps: PipelineDeps): JobHandler {
  return async (job) => {
    const sermonId = stringField(job.payload, 'sermonId');
    const sourceKey = stringField(job.payload, 'sourceKey');
    const uploadGuid = typeof job.payload.uploadGuid === 'string' ? job.payload.uploadGuid : guidOfKey(sourceKey);
    await reportingFailure(deps, job, { sermonId, mediaKind: 'audio', status: 'audio' }, async () => {
      // an audio file uploaded meanwhile wins over the video's sound
      if (await isSuperseded(deps.db, sermonId, uploadGuid, ['original-audio'])) return;
      const key = `${uploadFolder(sermonId, uploadGuid)}/audio-from-video.mka`;
      await withWorkDir(deps.dataDir, deps.storage, `v2a-${job.id}`, async (dir) => {
        const input = await dir.input(sourceKey, job.signal);
        const info = await probe(input, { signal: job.signal });
        if (!info.audioCodec) throw new PermanentJobError(PIPELINE_MESSAGES.noSoundToExtract);
        const out = dir.file('audio-from-video.mka');
        await runFfmpeg(['-i', input, '-map', '0:a:0', '-vn', '-sn', '-dn', '-c:a', 'copy', out], {
          signal: job.signal,
          onProgress: ffmpegProgress(job, info.durationSeconds, 0, 0.9),
        });
        await dir.store(out, key);
      });
      const [sermon] = await deps.db.select({ encodingOptions: sermons.encodingOptions }).from(sermons).where(eq(sermons.id, sermonId));
      await scheduleAudio(deps.db, { sermonId, sourceKey: key, uploadGuid, fromVideo: true }, readEncodingOptions(sermon?.encodingOptions));
      await job.progress(1);
    });
  };
}
