// The ffmpeg recipes for the demo renditions. All paths are file names inside one working directory
// (ffmpeg runs there), so nothing in a filter graph needs escaping.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runFfmpeg } from '../ffmpeg';

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

/**
 * Gives raw TTS output a little room: a short lead-in and tail, a faint early reflection so it sounds
 * less like a dry synthesizer and more like a voice in a hall, and a fixed gain under a limiter,
 * since espeak speaks quietly but at a steady level (loudnorm would double the encode time).
 */
export async function masterProgramme(speechWav: string, outWav: string, cwd: string): Promise<void> {
  await runFfmpeg(
    [
      '-i', speechWav,
      '-af', 'aresample=44100,adelay=700:all=1,apad=pad_dur=1.5,aecho=0.8:0.7:40:0.12,volume=9dB,alimiter=limit=0.9:level=false',
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
