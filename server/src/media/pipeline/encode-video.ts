// encode-video {sermonId, sourceKey, uploadGuid, rendition}: one H.264/AAC MP4 rendition (1080p, 720p = high,
// 360p = low; never above the source), keyframes every 2 s, then its HLS variant by remuxing that MP4 into 2-second
// segments (no second encode), and the master playlist listing every variant made so far.
import { PIPELINE_MESSAGES } from '@sermon/shared-contracts/constants/pipeline-messages';
import { readdir, writeFile } from 'node:fs/promises';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { pipelineEvents, sermons } from '../../db/schema';
import { PermanentJobError, type JobHandler } from '../../jobs/job-types';
import { runFfmpeg } from '../ffmpeg';
import { probe } from '../ffprobe';
import { avcCodec, HLS_MASTER, HLS_SEGMENT_SECONDS, variantBandwidth } from '../demo-media/encode-demo-renditions';
import { appliedOptions, audioFilterChain, inputSeek, readEncodingOptions } from './encoding-options';
import { isSuperseded, replaceMediaRows } from './media-rows';
import { ffmpegProgress, guidOfKey, optionsTag, reportingFailure, stringField, uploadFolder, type PipelineDeps } from './pipeline-deps';
import { recordEvent, renditionEvent } from './pipeline-events';
import { VIDEO_ENCODING, VIDEO_EVENT_NAME, VIDEO_HEIGHT, type VideoRendition } from './schedule';
import { withWorkDir } from './work-files';

const QUALITY: Record<VideoRendition, { crf: string; audioKbps: number; maxrate: string }> = {
  '1080p': { crf: '23', audioKbps: 128, maxrate: '6000k' },
  '720p': { crf: '24', audioKbps: 96, maxrate: '3500k' },
  '360p': { crf: '26', audioKbps: 64, maxrate: '1000k' },
};
/** Best first in the master playlist: the first listed is where Safari starts. */
const MASTER_ORDER: VideoRendition[] = ['1080p', '720p', '360p'];

interface HlsVariantInfo {
  rendition: VideoRendition;
  uri: string;
  bandwidth: number;
  averageBandwidth: number;
  resolution: string;
  codecs: string;
  frameRate: number | null;
}

export function encodeVideoHandler(deps: PipelineDeps): JobHandler {
  return async (job) => {
    const sermonId = stringField(job.payload, 'sermonId');
    const sourceKey = stringField(job.payload, 'sourceKey');
    const uploadGuid = typeof job.payload.uploadGuid === 'string' ? job.payload.uploadGuid : guidOfKey(sourceKey);
    const rendition = stringField(job.payload, 'rendition') as VideoRendition;
    if (!(rendition in VIDEO_HEIGHT)) throw new PermanentJobError(`unknown rendition ${rendition}`);
    const eventName = VIDEO_EVENT_NAME[rendition];
    await reportingFailure(deps, job, { sermonId, mediaKind: 'video', status: 'video' }, async () => {
      if (await isSuperseded(deps.db, sermonId, uploadGuid, ['original-video'])) return;
      const [sermon] = await deps.db.select({ encodingOptions: sermons.encodingOptions }).from(sermons).where(eq(sermons.id, sermonId));
      if (!sermon) throw new PermanentJobError(`sermon ${sermonId} is gone`);
      const options = readEncodingOptions(sermon.encodingOptions);
      const shaping = appliedOptions(options, 'video');
      const tag = optionsTag(shaping);
      const folder = uploadFolder(sermonId, uploadGuid);

      await withWorkDir(deps.dataDir, deps.storage, `video-${job.id}`, async (dir) => {
        const input = await dir.input(sourceKey, job.signal);
        const info = await probe(input, { signal: job.signal });
        if (!info.videoCodec) throw new PermanentJobError(PIPELINE_MESSAGES.noVideoTrack);
        const trim = Math.min(options.videoTrimStart, Math.max(0, info.durationSeconds - 1));
        const length = Math.max(0, info.durationSeconds - trim);
        const height = even(Math.min(VIDEO_HEIGHT[rendition], info.height ?? VIDEO_HEIGHT[rendition]));
        const quality = QUALITY[rendition];
        const chain = audioFilterChain({ trimStart: trim, fadeIn: options.fadeIn, fadeOut: options.fadeOut, normalizeAudio: options.normalizeAudio }, length);
        const mp4 = dir.file(`${rendition}.mp4`);
        const audio = info.audioCodec
          ? ['-map', '0:a:0', ...(chain ? ['-af', chain] : []), '-c:a', 'aac', '-b:a', `${quality.audioKbps}k`, '-ac', '2', '-ar', '44100']
          : [];
        await runFfmpeg(
          [
            ...inputSeek(trim), '-i', input,
            '-map', '0:v:0', '-vf', `scale=-2:${height},format=yuv420p`, '-fpsmax', '30',
            '-c:v', 'libx264', '-preset', 'veryfast', '-crf', quality.crf, '-maxrate', quality.maxrate, '-bufsize', quality.maxrate,
            // a keyframe every 2 s: HLS segments and seeks land exactly on them
            '-force_key_frames', `expr:gte(t,n_forced*${HLS_SEGMENT_SECONDS})`, '-sc_threshold', '0',
            ...audio, '-sn', '-dn', '-movflags', '+faststart', mp4,
          ],
          { signal: job.signal, onProgress: ffmpegProgress(job, length, 0, 0.85) },
        );
        const made = await probe(mp4, { signal: job.signal });
        await recordEvent(deps.db, { sermonId, event: renditionEvent(eventName, 'encoded'), mediaKind: 'video', detail: { rendition, options: shaping, height: made.height } });

        // HLS variant: a stream copy of the MP4 into 2-second segments
        const variantDir = `hls/${rendition}${tag}`;
        await runFfmpeg(
          [
            '-i', mp4, '-map', '0:v:0', ...(made.audioCodec ? ['-map', '0:a:0'] : []), '-c', 'copy',
            '-f', 'hls', '-hls_time', String(HLS_SEGMENT_SECONDS), '-hls_playlist_type', 'vod',
            '-hls_segment_filename', `${variantDir}/segment-%04d.ts`, `${variantDir}/index.m3u8`,
          ],
          { signal: job.signal, cwd: await mkdirs(dir.dir, variantDir) },
        );
        const bandwidth = await variantBandwidth(dir.file(variantDir));
        const variant: HlsVariantInfo = {
          rendition,
          uri: `${rendition}${tag}/index.m3u8`,
          bandwidth: bandwidth.peak,
          averageBandwidth: bandwidth.average,
          resolution: `${made.width}x${made.height}`,
          codecs: [avcCodec(made), made.audioCodec === 'aac' ? 'mp4a.40.2' : null].filter(Boolean).join(','),
          frameRate: null,
        };
        await job.progress(0.9);
        // segments first, the variant playlist last: a player never sees a playlist naming a missing segment
        const files = (await readdir(dir.file(variantDir))).sort();
        for (const name of files.filter((f) => f !== 'index.m3u8')) await dir.store(dir.file(`${variantDir}/${name}`), `${folder}/${variantDir}/${name}`);
        await dir.store(dir.file(`${variantDir}/index.m3u8`), `${folder}/${variantDir}/index.m3u8`);
        const mp4Key = `${folder}/video-${rendition}${tag}.mp4`;
        const size = await dir.store(mp4, mp4Key);

        // the master lists this variant and those of the same upload and settings already synced
        const variants = [variant, ...(await syncedVariants(deps, sermonId, uploadGuid, tag)).filter((v) => v.rendition !== rendition)];
        variants.sort((a, b) => MASTER_ORDER.indexOf(a.rendition) - MASTER_ORDER.indexOf(b.rendition));
        const masterFile = dir.file('master.m3u8');
        await writeFile(masterFile, masterPlaylist(variants), 'utf8');
        const masterKey = `${folder}/hls/${HLS_MASTER.replace(/\.m3u8$/, `${tag}.m3u8`)}`;
        await dir.store(masterFile, masterKey);

        await replaceMediaRows(deps.db, deps.storage, {
          sermonId,
          encodings: [VIDEO_ENCODING[rendition], 'video-hls'],
          rows: [
            {
              kind: 'video',
              encoding: VIDEO_ENCODING[rendition],
              mediaType: 'mp4',
              storageKey: mp4Key,
              contentType: 'video/mp4',
              bitrateKbps: made.bitrateKbps,
              fileSizeBytes: size,
              durationSeconds: Math.round(made.durationSeconds),
              audioCodec: made.audioCodec,
              videoCodec: made.videoCodec,
              language: null,
            },
            {
              kind: 'video',
              encoding: 'video-hls',
              mediaType: 'mp4',
              storageKey: masterKey,
              contentType: 'application/vnd.apple.mpegurl',
              bitrateKbps: Math.round(Math.max(...variants.map((v) => v.averageBandwidth)) / 1000),
              fileSizeBytes: null,
              durationSeconds: Math.round(made.durationSeconds),
              audioCodec: made.audioCodec,
              videoCodec: made.videoCodec,
              language: null,
            },
          ],
          flags: { hasVideo: true, videoDurationSeconds: Math.round(made.durationSeconds), videoMediaStatus: 'ready' },
        });
        await recordEvent(deps.db, {
          sermonId,
          event: renditionEvent(eventName, 'synced'),
          mediaKind: 'video',
          detail: { rendition, uploadGuid, tag, options: shaping, storageKey: mp4Key, hls: variant },
        });
      });
      await job.progress(1);
    });
  };
}

function even(value: number): number {
  return Math.max(2, Math.floor(value / 2) * 2);
}

async function mkdirs(root: string, sub: string): Promise<string> {
  const { mkdir } = await import('node:fs/promises');
  await mkdir(`${root}/${sub}`, { recursive: true });
  return root;
}

/** The HLS variants of this upload (and these settings) that earlier jobs synced, newest per rendition. */
async function syncedVariants(deps: PipelineDeps, sermonId: string, uploadGuid: string, tag: string): Promise<HlsVariantInfo[]> {
  const rows = await deps.db
    .select({ detail: pipelineEvents.detail })
    .from(pipelineEvents)
    .where(and(eq(pipelineEvents.sermonId, sermonId), eq(pipelineEvents.mediaKind, 'video'), inArray(pipelineEvents.event, ['1080p-synced', 'high-synced', 'low-synced'])))
    .orderBy(desc(pipelineEvents.at), desc(pipelineEvents.id));
  const seen = new Map<string, HlsVariantInfo>();
  for (const row of rows) {
    const detail = row.detail as { uploadGuid?: string; tag?: string; hls?: HlsVariantInfo } | null;
    if (!detail?.hls || detail.uploadGuid !== uploadGuid || detail.tag !== tag) continue;
    if (!seen.has(detail.hls.rendition)) seen.set(detail.hls.rendition, detail.hls);
  }
  return [...seen.values()];
}

function masterPlaylist(variants: HlsVariantInfo[]): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const v of variants) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${v.bandwidth},AVERAGE-BANDWIDTH=${v.averageBandwidth},RESOLUTION=${v.resolution}${v.codecs ? `,CODECS="${v.codecs}"` : ''}`,
      v.uri,
    );
  }
  return `${lines.join('\n')}\n`;
}
