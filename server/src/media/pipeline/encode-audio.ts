// encode-audio {sermonId, sourceKey, uploadGuid, targets}: high (128 kbps, mono or stereo as the source) and low
// (32 kbps mono) MP3 from one decode, with the sermon's trim, fades and loudness normalisation; and the archive,
// which keeps the untouched original as the sermon's archive copy (no re-encode, no quality lost).
import { PIPELINE_MESSAGES } from '@sermon/shared-contracts/constants/pipeline-messages';
import { eq } from 'drizzle-orm';
import { sermons } from '../../db/schema';
import { PermanentJobError, PIPELINE_QUEUES, type JobHandler } from '../../jobs/job-types';
import { runFfmpeg } from '../ffmpeg';
import { probe } from '../ffprobe';
import { appliedOptions, audioFilterChain, inputSeek, readEncodingOptions } from './encoding-options';
import { isSuperseded, replaceMediaRows, setUploadState, type SermonMediaInsert } from './media-rows';
import { ffmpegProgress, guidOfKey, optionsTag, reportingFailure, stringField, uploadFolder, type PipelineDeps } from './pipeline-deps';
import { recordEvent, renditionEvent } from './pipeline-events';
import { AUDIO_EVENT_NAME, enqueueOnce, type AudioTarget } from './schedule';
import { withWorkDir } from './work-files';

export const AUDIO_HIGH = { bitrate: 128, sampleRate: 44100 } as const;
export const AUDIO_LOW = { bitrate: 32, sampleRate: 22050, channels: 1 } as const;
/** Upload types whose file can be the source of the sermon's audio. */
export const AUDIO_SOURCE_TYPES = ['original-audio', 'original-video'];

export function encodeAudioHandler(deps: PipelineDeps): JobHandler {
  return async (job) => {
    const sermonId = stringField(job.payload, 'sermonId');
    const sourceKey = stringField(job.payload, 'sourceKey');
    const uploadGuid = typeof job.payload.uploadGuid === 'string' ? job.payload.uploadGuid : guidOfKey(sourceKey);
    const targets = (Array.isArray(job.payload.targets) ? job.payload.targets : []).filter((t): t is AudioTarget =>
      ['audio-high', 'audio-low', 'audio-archive'].includes(t as string),
    );
    if (!targets.length) throw new PermanentJobError('payload.targets names no audio encoding');
    await reportingFailure(deps, job, { sermonId, mediaKind: 'audio', status: 'audio' }, async () => {
      if (await isSuperseded(deps.db, sermonId, uploadGuid, AUDIO_SOURCE_TYPES.filter((t) => t !== 'original-video'))) {
        deps.log(`encode-audio ${job.id}: upload ${uploadGuid} was replaced; nothing to do`);
        return;
      }
      const [sermon] = await deps.db.select({ encodingOptions: sermons.encodingOptions }).from(sermons).where(eq(sermons.id, sermonId));
      if (!sermon) throw new PermanentJobError(`sermon ${sermonId} is gone`);
      const options = readEncodingOptions(sermon.encodingOptions);
      const encodes = targets.filter((t) => t !== 'audio-archive');
      if (targets.includes('audio-archive')) await registerArchive(deps, sermonId, sourceKey, uploadGuid);
      if (!encodes.length) return;

      await withWorkDir(deps.dataDir, deps.storage, `audio-${job.id}`, async (dir) => {
        const input = await dir.input(sourceKey, job.signal);
        const info = await probe(input, { signal: job.signal });
        if (!info.audioCodec) throw new PermanentJobError(PIPELINE_MESSAGES.noAudioTrack);
        const shaping = appliedOptions(options, 'audio');
        const trim = Math.min(options.audioTrimStart, Math.max(0, info.durationSeconds - 1));
        const length = Math.max(0, info.durationSeconds - trim);
        const chain = audioFilterChain({ trimStart: trim, fadeIn: options.fadeIn, fadeOut: options.fadeOut, normalizeAudio: options.normalizeAudio }, length);
        const tag = optionsTag(shaping);
        const highChannels = Math.min(2, Math.max(1, info.channels ?? 1));
        const outputs = encodes.map((target) => ({
          target,
          file: dir.file(`${target}.mp3`),
          key: `${uploadFolder(sermonId, uploadGuid)}/${target}${tag}.mp3`,
          args:
            target === 'audio-high'
              ? ['-c:a', 'libmp3lame', '-b:a', `${AUDIO_HIGH.bitrate}k`, '-ar', String(AUDIO_HIGH.sampleRate), '-ac', String(highChannels)]
              : ['-c:a', 'libmp3lame', '-b:a', `${AUDIO_LOW.bitrate}k`, '-ar', String(AUDIO_LOW.sampleRate), '-ac', String(AUDIO_LOW.channels)],
        }));
        // one decode (and one filter pass) feeds every output
        const labels = outputs.map((_, i) => `[a${i}]`);
        const graph =
          outputs.length === 1
            ? `[0:a:0]${chain ?? 'anull'}[a0]`
            : `[0:a:0]${chain ? `${chain},` : ''}asplit=${outputs.length}${labels.join('')}`;
        const args = [...inputSeek(trim), '-i', input, '-filter_complex', graph];
        for (const [i, output] of outputs.entries()) {
          args.push('-map', labels[i]!, '-vn', '-sn', '-dn', ...output.args, '-id3v2_version', '3', output.file);
        }
        await runFfmpeg(args, { signal: job.signal, onProgress: ffmpegProgress(job, length, 0, 0.9) });

        const rows: SermonMediaInsert[] = [];
        let durationSeconds = 0;
        for (const output of outputs) {
          const made = await probe(output.file, { signal: job.signal });
          const eventName = AUDIO_EVENT_NAME[output.target];
          await recordEvent(deps.db, { sermonId, event: renditionEvent(eventName, 'encoded'), mediaKind: 'audio', detail: { options: shaping, durationSeconds: made.durationSeconds } });
          const size = await dir.store(output.file, output.key);
          durationSeconds = Math.max(durationSeconds, made.durationSeconds);
          rows.push({
            kind: 'audio',
            encoding: output.target,
            mediaType: 'mp3',
            storageKey: output.key,
            contentType: 'audio/mpeg',
            bitrateKbps: output.target === 'audio-high' ? AUDIO_HIGH.bitrate : AUDIO_LOW.bitrate,
            fileSizeBytes: size,
            durationSeconds: Math.round(made.durationSeconds),
            audioCodec: 'mp3',
            videoCodec: null,
            language: null,
          });
        }
        await replaceMediaRows(deps.db, deps.storage, {
          sermonId,
          encodings: encodes,
          rows,
          flags: { hasAudio: true, audioDurationSeconds: Math.round(durationSeconds), audioMediaStatus: 'ready' },
        });
        for (const output of outputs) {
          await recordEvent(deps.db, { sermonId, event: renditionEvent(AUDIO_EVENT_NAME[output.target], 'synced'), mediaKind: 'audio', detail: { options: shaping, storageKey: output.key } });
        }
        if (uploadGuid) await setUploadState(deps.db, uploadGuid, 'done').catch(() => {});
        // shaped audio: the waveform comes from what now plays (see scheduleAudio)
        if (tag && encodes.includes('audio-high')) {
          const high = outputs.find((o) => o.target === 'audio-high')!;
          await enqueueOnce(deps.db, PIPELINE_QUEUES.waveform, { sermonId, sourceKey: high.key }, sermonId);
        }
      });
      await job.progress(1);
    });
  };
}

/** The archive is the original itself, kept under the sermon's media (not offered to listeners). */
async function registerArchive(deps: PipelineDeps, sermonId: string, sourceKey: string, uploadGuid: string): Promise<void> {
  const stat = await deps.storage.stat(sourceKey);
  if (!stat) throw new PermanentJobError(`the original ${sourceKey} is missing`);
  await recordEvent(deps.db, { sermonId, event: renditionEvent('archive', 'encoded'), mediaKind: 'audio', detail: { uploadGuid } });
  await replaceMediaRows(deps.db, deps.storage, {
    sermonId,
    encodings: ['audio-archive'],
    rows: [
      {
        kind: 'archive',
        encoding: 'audio-archive',
        mediaType: sourceKey.match(/\.(mp4|mov|mkv|webm|m4v)$/i) ? 'orig-video' : 'orig-audio',
        storageKey: sourceKey,
        contentType: 'application/octet-stream',
        fileSizeBytes: stat.size,
      },
    ],
  });
  await recordEvent(deps.db, { sermonId, event: renditionEvent('archive', 'synced'), mediaKind: 'audio', detail: { storageKey: sourceKey } });
}
