// Reads duration, codecs, bitrate and size of a media file with ffprobe's JSON output.
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';

export interface ProbeResult {
  /** Container duration in seconds (fractional); 0 when ffprobe reports none, e.g. for a still image. */
  durationSeconds: number;
  formatName: string;
  /** Overall bitrate in kbps, rounded; null when ffprobe cannot tell. */
  bitrateKbps: number | null;
  sizeBytes: number;
  audioCodec: string | null;
  videoCodec: string | null;
  width: number | null;
  height: number | null;
  /** e.g. 'High', and the level times ten (31 = 3.1): what an HLS CODECS attribute is made from. */
  videoProfile: string | null;
  videoLevel: number | null;
  sampleRate: number | null;
  channels: number | null;
}

export class FfprobeError extends Error {
  constructor(
    message: string,
    readonly stderr: string,
  ) {
    super(message);
    this.name = 'FfprobeError';
  }
}

export function ffprobeBinary(): string {
  if (process.env.FFPROBE_PATH) return process.env.FFPROBE_PATH;
  // A custom ffmpeg build ships its ffprobe beside it; mixing versions gives confusing codec names.
  if (process.env.FFMPEG_PATH) return join(dirname(process.env.FFMPEG_PATH), 'ffprobe');
  return 'ffprobe';
}

interface RawStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  profile?: string;
  level?: number;
  sample_rate?: string;
  channels?: number;
}
interface RawProbe {
  streams?: RawStream[];
  format?: { format_name?: string; duration?: string; bit_rate?: string; size?: string };
}

export function probe(file: string, options: { signal?: AbortSignal } = {}): Promise<ProbeResult> {
  const args = ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file];
  return new Promise((resolve, reject) => {
    execFile(
      ffprobeBinary(),
      args,
      { maxBuffer: 4 * 1024 * 1024, signal: options.signal, encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (error) {
          const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
          reject(
            error.name === 'AbortError'
              ? error
              : new FfprobeError(
                  missing ? `ffprobe not found (${ffprobeBinary()})` : `ffprobe failed on ${file}: ${stderr.trim()}`,
                  stderr.slice(-4096),
                ),
          );
          return;
        }
        try {
          resolve(toProbeResult(JSON.parse(stdout) as RawProbe));
        } catch (parseError) {
          reject(new FfprobeError(`ffprobe gave unreadable output for ${file}: ${String(parseError)}`, stderr));
        }
      },
    );
  });
}

function toProbeResult(raw: RawProbe): ProbeResult {
  const streams = raw.streams ?? [];
  const format = raw.format ?? {};
  const audio = streams.find((s) => s.codec_type === 'audio');
  const video = streams.find((s) => s.codec_type === 'video');
  const duration = Number(format.duration);
  const bitRate = Number(format.bit_rate);
  const size = Number(format.size);
  if (!format.format_name) throw new Error('no format section');
  return {
    durationSeconds: Number.isFinite(duration) ? duration : 0,
    formatName: format.format_name,
    bitrateKbps: Number.isFinite(bitRate) && bitRate > 0 ? Math.round(bitRate / 1000) : null,
    sizeBytes: Number.isFinite(size) ? size : 0,
    audioCodec: audio?.codec_name ?? null,
    videoCodec: video?.codec_name ?? null,
    width: video?.width ?? null,
    height: video?.height ?? null,
    videoProfile: video?.profile ?? null,
    videoLevel: typeof video?.level === 'number' && video.level > 0 ? video.level : null,
    sampleRate: audio?.sample_rate ? Number(audio.sample_rate) : null,
    channels: audio?.channels ?? null,
  };
}
