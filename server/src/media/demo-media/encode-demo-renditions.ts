// The ffmpeg recipes for the demo renditions. All paths are file names inside one working directory
// (ffmpeg runs there), so nothing in a filter graph needs escaping.
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runFfmpeg } from '../ffmpeg';
import { probe, type ProbeResult } from '../ffprobe';

export const AUDIO_HIGH = { bitrate: '128k', sampleRate: '44100', channels: '2' } as const;
export const AUDIO_LOW = { bitrate: '32k', sampleRate: '22050', channels: '1' } as const;
export const VIDEO_HIGH = { width: 1280, height: 720, crf: '30', audioBitrate: '96k' } as const;
export const VIDEO_LOW = { width: 640, height: 360, crf: '28', audioBitrate: '64k' } as const;
const FPS = 25;
/** A narrow strip: the moving waveform is what costs bits, so it stays small. */
const WAVE_WIDTH = 720;
const WAVE_HEIGHT = 96;
/** 2 s GOP: HLS segments and seeking land on exact 2 s boundaries. */
const GOP = String(FPS * 2);

/** Silence before the first word; caption times are shifted by it. */
export const PROGRAMME_LEAD_IN_SECONDS = 0.7;

/**
 * Gives raw TTS output a little room: a short lead-in and tail, a faint early reflection so it sounds
 * less like a dry synthesizer and more like a voice in a hall, and a fixed gain under a limiter,
 * since espeak speaks quietly but at a steady level (loudnorm would double the encode time).
 */
export async function masterProgramme(speechWav: string, outWav: string, cwd: string): Promise<void> {
  await runFfmpeg(
    [
      '-i', speechWav,
      '-af', `aresample=44100,adelay=${Math.round(PROGRAMME_LEAD_IN_SECONDS * 1000)}:all=1,apad=pad_dur=1.5,aecho=0.8:0.7:40:0.12,volume=9dB,alimiter=limit=0.9:level=false`,
      '-ac', '1', '-c:a', 'pcm_s16le', outWav,
    ],
    { cwd },
  );
}

/** High and low mp3 from any input with an audio track, in one ffmpeg run. */
export async function encodeAudioRenditions(
  input: string,
  highMp3: string,
  lowMp3: string,
  title: string,
  cwd: string,
): Promise<void> {
  const tags = ['-metadata', `title=${title}`, '-id3v2_version', '3'];
  await runFfmpeg(
    [
      '-i', input,
      '-filter_complex', '[0:a]asplit=2[high][low]',
      '-map', '[high]', '-c:a', 'libmp3lame', '-b:a', AUDIO_HIGH.bitrate, '-ar', AUDIO_HIGH.sampleRate, '-ac', AUDIO_HIGH.channels,
      ...tags, highMp3,
      '-map', '[low]', '-c:a', 'libmp3lame', '-b:a', AUDIO_LOW.bitrate, '-ar', AUDIO_LOW.sampleRate, '-ac', AUDIO_LOW.channels,
      ...tags, lowMp3,
    ],
    { cwd },
  );
}

export interface VideoCard {
  title: string;
  bibleText: string;
  durationSeconds: number;
  /** A TrueType font for drawtext; null when ffmpeg lacks drawtext or no font is installed. */
  fontFile: string | null;
  fontFileBold: string | null;
}

/**
 * A title card over a live waveform of the speech, at 720p and 360p from one decode. The card is
 * static apart from the waveform, which keeps x264 fast and the files small.
 */
export async function encodeVideoRenditions(
  programmeWav: string,
  card: VideoCard,
  highMp4: string,
  lowMp4: string,
  cwd: string,
): Promise<void> {
  const { width, height } = VIDEO_HIGH;
  const text: string[] = [];
  if (card.fontFile && card.fontFileBold) {
    await writeFile(join(cwd, 'card-title.txt'), card.title, 'utf8');
    await writeFile(join(cwd, 'card-passage.txt'), card.bibleText, 'utf8');
    await writeFile(join(cwd, 'card-note.txt'), 'Demo recording with synthesized speech', 'utf8');
    text.push(
      `drawtext=fontfile=${card.fontFileBold}:textfile=card-title.txt:expansion=none:fontcolor=white:fontsize=64:x=(w-tw)/2:y=h*0.30`,
      `drawtext=fontfile=${card.fontFile}:textfile=card-passage.txt:expansion=none:fontcolor=0xd9b45a:fontsize=38:x=(w-tw)/2:y=h*0.30+100`,
      `drawtext=fontfile=${card.fontFile}:textfile=card-note.txt:expansion=none:fontcolor=0x8a97a8:fontsize=22:x=(w-tw)/2:y=h-60`,
    );
  }
  const graph = [
    `color=c=0x1d2b3a:s=${width}x${height}:r=${FPS}:d=${card.durationSeconds.toFixed(3)}[bg]`,
    `[0:a]showwaves=s=${WAVE_WIDTH}x${WAVE_HEIGHT}:mode=cline:colors=0xd9b45a:scale=sqrt:draw=full:r=${FPS}[waves]`,
    `[bg][waves]overlay=(W-w)/2:${Math.round(height * 0.62)}:shortest=1${text.map((t) => `,${t}`).join('')},split=2[high][lowsrc]`,
    `[lowsrc]scale=${VIDEO_LOW.width}:${VIDEO_LOW.height}[low]`,
  ].join(';');
  const x264 = ['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-g', GOP, '-keyint_min', GOP, '-sc_threshold', '0'];
  await runFfmpeg(
    [
      '-i', programmeWav,
      '-filter_complex', graph,
      '-map', '[high]', '-map', '0:a', ...x264, '-crf', VIDEO_HIGH.crf,
      '-c:a', 'aac', '-b:a', VIDEO_HIGH.audioBitrate, '-ar', '44100', '-movflags', '+faststart', '-metadata', `title=${card.title}`, highMp4,
      '-map', '[low]', '-map', '0:a', ...x264, '-crf', VIDEO_LOW.crf,
      '-c:a', 'aac', '-b:a', VIDEO_LOW.audioBitrate, '-ar', '44100', '-movflags', '+faststart', '-metadata', `title=${card.title}`, lowMp4,
    ],
    { cwd },
  );
}

/** A 640x360 jpg a few seconds in, once the title and waveform are on screen. */
export async function extractThumbnail(videoMp4: string, jpg: string, atSeconds: number, cwd: string): Promise<void> {
  await runFfmpeg(
    ['-ss', atSeconds.toFixed(2), '-i', videoMp4, '-frames:v', '1', '-vf', 'scale=640:-2', '-q:v', '3', jpg],
    { cwd },
  );
}

/** HLS variants, best first: the first listed is where Safari starts. */
export const HLS_VARIANTS = [
  { name: '720p', source: 'video-high.mp4' },
  { name: '360p', source: 'video-low.mp4' },
] as const;
export const HLS_SEGMENT_SECONDS = 2;
export const HLS_FOLDER = 'hls';
export const HLS_MASTER = 'master.m3u8';

/**
 * Adaptive streaming without a second encode: the mp4 renditions already have a keyframe every 2 s, so
 * remuxing them into 2-second MPEG-TS segments is exact and takes a fraction of a second. The master
 * playlist is written here rather than by ffmpeg, which cannot know a stream-copied variant's bitrate
 * and leaves out CODECS.
 */
export async function packageHls(cwd: string): Promise<void> {
  const variants: string[] = [];
  for (const variant of HLS_VARIANTS) {
    const folder = `${HLS_FOLDER}/${variant.name}`;
    await mkdir(join(cwd, folder), { recursive: true });
    await runFfmpeg(
      [
        '-i', variant.source, '-map', '0:v:0', '-map', '0:a:0', '-c', 'copy',
        '-f', 'hls', '-hls_time', String(HLS_SEGMENT_SECONDS), '-hls_playlist_type', 'vod',
        '-hls_segment_filename', `${folder}/segment-%03d.ts`, `${folder}/index.m3u8`,
      ],
      { cwd },
    );
    const info = await probe(join(cwd, variant.source));
    const bandwidth = await variantBandwidth(join(cwd, folder));
    const codecs = [avcCodec(info), info.audioCodec === 'aac' ? 'mp4a.40.2' : null].filter(Boolean).join(',');
    variants.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth.peak},AVERAGE-BANDWIDTH=${bandwidth.average},` +
        `RESOLUTION=${info.width}x${info.height},FRAME-RATE=${FPS.toFixed(3)}${codecs ? `,CODECS="${codecs}"` : ''}\n` +
        `${variant.name}/index.m3u8`,
    );
  }
  await writeFile(join(cwd, HLS_FOLDER, HLS_MASTER), `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-INDEPENDENT-SEGMENTS\n${variants.join('\n')}\n`, 'utf8');
}

/** Peak and average bits per second over a variant's segments, as the HLS spec defines BANDWIDTH. */
export async function variantBandwidth(folder: string): Promise<{ peak: number; average: number }> {
  const playlist = parseMediaPlaylist(await readFile(join(folder, 'index.m3u8'), 'utf8'));
  let peak = 0;
  let bits = 0;
  let seconds = 0;
  for (const segment of playlist.segments) {
    const size = (await stat(join(folder, segment.uri))).size * 8;
    bits += size;
    seconds += segment.duration;
    if (segment.duration > 0) peak = Math.max(peak, Math.ceil(size / segment.duration));
  }
  return { peak, average: seconds > 0 ? Math.ceil(bits / seconds) : peak };
}

/** RFC 6381 name of an H.264 stream (avc1.PPCCLL), or null when ffprobe did not say enough. */
export function avcCodec(info: ProbeResult): string | null {
  const profiles: Record<string, string> = { High: '6400', Main: '4d40', Baseline: '4200', 'Constrained Baseline': '42e0' };
  const profile = info.videoProfile ? profiles[info.videoProfile] : undefined;
  if (info.videoCodec !== 'h264' || !profile || !info.videoLevel) return null;
  return `avc1.${profile}${info.videoLevel.toString(16).padStart(2, '0')}`;
}

export interface MediaPlaylist {
  segments: { duration: number; uri: string }[];
  targetDuration: number | null;
  ended: boolean;
}

/** Just enough of an HLS media playlist to check and measure our own. */
export function parseMediaPlaylist(text: string): MediaPlaylist {
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  if (lines[0] !== '#EXTM3U') throw new Error('not an HLS playlist (no #EXTM3U)');
  const segments: MediaPlaylist['segments'] = [];
  let pending: number | null = null;
  let targetDuration: number | null = null;
  for (const line of lines) {
    if (line.startsWith('#EXTINF:')) pending = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (line.startsWith('#EXT-X-TARGETDURATION:')) targetDuration = Number(line.slice('#EXT-X-TARGETDURATION:'.length));
    else if (!line.startsWith('#')) {
      if (pending === null || !Number.isFinite(pending)) throw new Error(`segment ${line} has no #EXTINF duration`);
      segments.push({ duration: pending, uri: line });
      pending = null;
    }
  }
  return { segments, targetDuration, ended: lines.includes('#EXT-X-ENDLIST') };
}

/** The variant playlists a master playlist lists, with their declared resolution. */
export function parseMasterPlaylist(text: string): { uri: string; bandwidth: number; resolution: string | null }[] {
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  if (lines[0] !== '#EXTM3U') throw new Error('not an HLS playlist (no #EXTM3U)');
  const variants: { uri: string; bandwidth: number; resolution: string | null }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.startsWith('#EXT-X-STREAM-INF:')) continue;
    const uri = lines[i + 1];
    if (!uri || uri.startsWith('#')) throw new Error('#EXT-X-STREAM-INF without a URI');
    variants.push({
      uri,
      bandwidth: Number(/(?:^|[:,])BANDWIDTH=(\d+)/.exec(line)?.[1] ?? NaN),
      resolution: /RESOLUTION=(\d+x\d+)/.exec(line)?.[1] ?? null,
    });
  }
  return variants;
}

/** Every file of the HLS package, as paths relative to the item folder. */
export async function hlsFiles(cwd: string): Promise<string[]> {
  const files = [`${HLS_FOLDER}/${HLS_MASTER}`];
  for (const variant of HLS_VARIANTS) {
    const folder = `${HLS_FOLDER}/${variant.name}`;
    for (const name of (await readdir(join(cwd, folder))).sort()) files.push(`${folder}/${name}`);
  }
  return files;
}

export const PREVIEW_SECONDS = 8;

/**
 * About 8 s from the middle of the 360p video, sound included, for the hover preview tile. Starting on
 * a 2-second keyframe lets a stream copy cut exactly, so the clip costs no encoding.
 */
export async function cutPreview(lowMp4: string, previewMp4: string, durationSeconds: number, cwd: string): Promise<void> {
  const start = Math.max(0, Math.floor((durationSeconds / 2 - PREVIEW_SECONDS / 2) / 2) * 2);
  await runFfmpeg(
    [
      '-ss', String(start), '-i', lowMp4, '-t', String(PREVIEW_SECONDS), '-map', '0:v:0', '-map', '0:a:0',
      '-c', 'copy', '-avoid_negative_ts', 'make_zero', '-movflags', '+faststart', previewMp4,
    ],
    { cwd },
  );
}
