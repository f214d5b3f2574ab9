// Builds the demo recordings under <mediaRoot>/demo/<key>/ and describes them for the seed: mp3s, for
// videos mp4s, a thumbnail, an HLS package and a preview clip, and for every item waveform peaks,
// captions (VTT and SRT) timed from the speech itself, and a transcript.
// Idempotent: an item whose manifest matches the current scripts and settings, and whose files still
// check out, is reused. New files are made in a scratch folder and renamed into place, and the
// manifest is written last, so a crash never leaves a half-written file that a later run would trust.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { access, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ffmpegBinary } from '../ffmpeg';
import { ffprobeBinary, probe } from '../ffprobe';
import { computeWaveformPeaks, DEFAULT_WAVEFORM_POINTS } from '../waveform/compute-waveform-peaks';
import { cuesFromLines, formatSrt, formatTranscript, formatVtt, readCueTimes } from './caption-cues';
import { DEMO_LANGUAGE_CODES_3, DEMO_MEDIA_SPECS, type DemoMediaSpec } from './demo-media-keys';
import { DEMO_SCRIPTS } from './demo-scripts';
import {
  AUDIO_HIGH,
  AUDIO_LOW,
  HLS_FOLDER,
  HLS_MASTER,
  HLS_SEGMENT_SECONDS,
  HLS_VARIANTS,
  PREVIEW_SECONDS,
  PROGRAMME_LEAD_IN_SECONDS,
  VIDEO_HIGH,
  VIDEO_LOW,
  cutPreview,
  encodeAudioRenditions,
  encodeVideoRenditions,
  extractThumbnail,
  hlsFiles,
  masterProgramme,
  packageHls,
  parseMasterPlaylist,
  parseMediaPlaylist,
} from './encode-demo-renditions';
import { detectSpeechEngine, scriptLines, synthesizeSpeech, type SpeechEngine } from './synthesize-speech';

export type DemoEncoding =
  | 'audio-high'
  | 'audio-low'
  | 'video-high'
  | 'video-low'
  | 'video-hls'
  | 'video-thumbnail'
  | 'video-short'
  | 'waveform'
  | 'caption'
  | 'caption-srt'
  | 'transcript';

/** sermon_media.kind of each encoding (issue 4 contract, "Data on the server"). */
export type DemoRenditionKind = 'audio' | 'video' | 'thumbnail' | 'preview' | 'waveform' | 'caption' | 'text';

export interface DemoRendition {
  encoding: DemoEncoding;
  mediaType: 'mp3' | 'mp4' | 'jpg' | 'json' | 'caption' | 'transcript';
  /** Path relative to the media root, served at /media/<storageKey>. */
  storageKey: string;
  contentType: string;
  bitrateKbps: number | null;
  fileSizeBytes: number;
  durationSeconds: number | null;
  audioCodec: string | null;
  videoCodec: string | null;
  /** ISO 639-3 of captions and transcripts; absent for the rest, which take the sermon's language. */
  language?: string;
}

export interface DemoMedia {
  key: string;
  kind: 'audio' | 'video';
  durationSeconds: number;
  renditions: DemoRendition[];
}

const KIND_OF: Record<DemoEncoding, DemoRenditionKind> = {
  'audio-high': 'audio',
  'audio-low': 'audio',
  'video-high': 'video',
  'video-low': 'video',
  'video-hls': 'video',
  'video-thumbnail': 'thumbnail',
  'video-short': 'preview',
  waveform: 'waveform',
  caption: 'caption',
  'caption-srt': 'caption',
  transcript: 'text',
};

export function demoRenditionKind(encoding: DemoEncoding): DemoRenditionKind {
  return KIND_OF[encoding];
}

/** Bump when a recipe changes, so files made by the old recipe are rebuilt. */
const RECIPE_VERSION = 4;
const DEMO_FOLDER = 'demo';
const MANIFEST = 'manifest.json';
/** Scratch folders older than this are left over from a crashed run. */
const STALE_WORK_MS = 10 * 60 * 1000;
/** The spec's rule for linking audio and video of one sermon. */
const MAX_DURATION_SKEW_SECONDS = 2;
/** Renditions that carry the whole programme and so must last as long as it does. */
const PROGRAMME_ENCODINGS = new Set<DemoEncoding>(['audio-high', 'audio-low', 'video-high', 'video-low', 'video-hls']);

/** How a file is checked before it is trusted. */
type FileCheck =
  | { type: 'probe'; audioCodec: string | null; videoCodec: string | null; timed: boolean }
  | { type: 'waveform' }
  | { type: 'vtt' }
  | { type: 'srt' }
  | { type: 'transcript' }
  | { type: 'hls' }
  | { type: 'preview' };

interface RenditionFile {
  encoding: DemoEncoding;
  /** Path inside the item folder. */
  file: string;
  mediaType: DemoRendition['mediaType'];
  contentType: string;
  language?: string;
  check: FileCheck;
}

const MP3 = { type: 'probe', audioCodec: 'mp3', videoCodec: null, timed: true } as const;
const MP4 = { type: 'probe', audioCodec: 'aac', videoCodec: 'h264', timed: true } as const;

const AUDIO_FILES: RenditionFile[] = [
  { encoding: 'audio-high', file: 'audio-high.mp3', mediaType: 'mp3', contentType: 'audio/mpeg', check: MP3 },
  { encoding: 'audio-low', file: 'audio-low.mp3', mediaType: 'mp3', contentType: 'audio/mpeg', check: MP3 },
];
const VIDEO_FILES: RenditionFile[] = [
  { encoding: 'video-high', file: 'video-high.mp4', mediaType: 'mp4', contentType: 'video/mp4', check: MP4 },
  { encoding: 'video-low', file: 'video-low.mp4', mediaType: 'mp4', contentType: 'video/mp4', check: MP4 },
  { encoding: 'video-thumbnail', file: 'thumbnail.jpg', mediaType: 'jpg', contentType: 'image/jpeg', check: { type: 'probe', audioCodec: null, videoCodec: 'mjpeg', timed: false } },
  { encoding: 'video-hls', file: `${HLS_FOLDER}/${HLS_MASTER}`, mediaType: 'mp4', contentType: 'application/vnd.apple.mpegurl', check: { type: 'hls' } },
  { encoding: 'video-short', file: 'preview.mp4', mediaType: 'mp4', contentType: 'video/mp4', check: { type: 'preview' } },
];

/** Every file an item has, in the order they are checked (the timed media first: the rest is measured against them). */
function filesFor(spec: DemoMediaSpec): RenditionFile[] {
  const lang = DEMO_LANGUAGE_CODES_3[spec.languageCode];
  const text: RenditionFile[] = [
    { encoding: 'waveform', file: 'waveform.json', mediaType: 'json', contentType: 'application/json', check: { type: 'waveform' } },
    { encoding: 'caption', file: `captions.${lang}.vtt`, mediaType: 'caption', contentType: 'text/vtt', language: lang, check: { type: 'vtt' } },
    { encoding: 'caption-srt', file: `captions.${lang}.srt`, mediaType: 'caption', contentType: 'application/x-subrip', language: lang, check: { type: 'srt' } },
    { encoding: 'transcript', file: `transcript.${lang}.txt`, mediaType: 'transcript', contentType: 'text/plain; charset=utf-8', language: lang, check: { type: 'transcript' } },
  ];
  return spec.kind === 'video' ? [...VIDEO_FILES, ...AUDIO_FILES, ...text] : [...AUDIO_FILES, ...text];
}

interface Manifest {
  fingerprint: string;
  speechEngine: SpeechEngine;
  titleCard: boolean;
  /** Size of every file of the item, HLS segments included, by path inside the item folder. */
  files: Record<string, number>;
  /** What the files were checked to be when they were made, for readDemoMedia. */
  media?: DemoMedia;
}

interface Tools {
  speechEngine: SpeechEngine;
  fontFile: string | null;
  fontFileBold: string | null;
}

export async function generateDemoMedia(root: string, log: (line: string) => void = () => {}): Promise<DemoMedia[]> {
  const started = Date.now();
  const mediaRoot = resolve(root);
  const tools = await detectTools(log);
  if (!tools) return [];
  const demoRoot = join(mediaRoot, DEMO_FOLDER);
  await mkdir(demoRoot, { recursive: true });
  await removeStaleWork(demoRoot);

  // Videos first: they take longest, and the audio items then fill the second core around them.
  const order = [...DEMO_MEDIA_SPECS].sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'video' ? -1 : 1));
  const made = new Map<string, DemoMedia>();
  let bytes = 0;
  await forEachWithConcurrency(order, 2, async (spec) => {
    const itemStarted = Date.now();
    try {
      const { media, reused, sizes } = await ensureItem(mediaRoot, spec, tools);
      made.set(spec.key, media);
      bytes += Object.values(sizes).reduce((sum, size) => sum + size, 0);
      const how = reused ? 'reused' : `made in ${seconds(Date.now() - itemStarted)}`;
      log(`demo media: ${spec.key} (${spec.kind}, ${media.durationSeconds} s, ${media.renditions.length} files) ${how}`);
    } catch (error) {
      // One broken item should cost that sermon its media, not the whole first start.
      log(`demo media: ${spec.key} failed and is left without media: ${(error as Error).message}`);
    }
  });
  const result = DEMO_MEDIA_SPECS.flatMap((spec) => made.get(spec.key) ?? []);
  log(`demo media: ${result.length} items, ${(bytes / 1e6).toFixed(1)} MB on disk, ${seconds(Date.now() - started)}`);
  return result;
}

/**
 * The demo media as the manifests describe it, without running ffmpeg or ffprobe: cheap enough for every
 * start. An item is null when its manifest is missing, from an older recipe, or a file's size differs
 * from what the manifest recorded; generateDemoMedia then has work to do.
 */
export async function readDemoMedia(root: string): Promise<(DemoMedia | null)[]> {
  const mediaRoot = resolve(root);
  return Promise.all(
    DEMO_MEDIA_SPECS.map(async (spec) => {
      const itemDir = join(mediaRoot, DEMO_FOLDER, spec.key);
      const manifest = await readManifest(join(itemDir, MANIFEST));
      if (!manifest?.media || manifest.fingerprint !== fingerprintOf(spec)) return null;
      for (const [path, size] of Object.entries(manifest.files)) {
        const info = await stat(join(itemDir, path)).catch(() => null);
        if (info?.size !== size) return null;
      }
      return manifest.media;
    }),
  );
}

async function ensureItem(
  mediaRoot: string,
  spec: DemoMediaSpec,
  tools: Tools,
): Promise<{ media: DemoMedia; reused: boolean; sizes: Record<string, number> }> {
  const itemDir = join(mediaRoot, DEMO_FOLDER, spec.key);
  const files = filesFor(spec);
  const fingerprint = fingerprintOf(spec);
  const manifest = await readManifest(join(itemDir, MANIFEST));
  // Files made without speech or without a title card are upgraded once the tools are there;
  // better files are never thrown away because a tool is missing now.
  const upgradeable =
    (manifest?.speechEngine === 'tone' && tools.speechEngine === 'espeak-ng') ||
    (manifest?.titleCard === false && tools.fontFile !== null);
  if (manifest && manifest.fingerprint === fingerprint && !upgradeable) {
    const media = await describeFiles(spec, files, itemDir, manifest.files).catch(() => null);
    if (media) {
      // Manifests written before they carried the description get it now, so readDemoMedia can use them.
      if (JSON.stringify(manifest.media) !== JSON.stringify(media)) await writeManifest(itemDir, { ...manifest, media });
      return { media, reused: true, sizes: manifest.files };
    }
  }

  const work = await mkdtemp(join(mediaRoot, DEMO_FOLDER, `.work-${spec.key}-`));
  try {
    await render(spec, tools, work);
    const paths = await packagePaths(files, work);
    const sizes: Record<string, number> = {};
    for (const path of paths) sizes[path] = (await stat(join(work, path))).size;
    // Validate in the scratch folder before anything replaces a good file; renaming keeps what we measured.
    const media = await describeFiles(spec, files, work, sizes);
    await mkdir(itemDir, { recursive: true });
    // The old manifest must not vouch for a mix of old and new files if we stop half-way.
    await rm(join(itemDir, MANIFEST), { force: true });
    for (const f of files) {
      if (f.check.type === 'hls') {
        // The package moves as one folder, so no segment of an old package is left beside the new one.
        await rm(join(itemDir, HLS_FOLDER), { recursive: true, force: true });
        await rename(join(work, HLS_FOLDER), join(itemDir, HLS_FOLDER));
      } else {
        await rename(join(work, f.file), join(itemDir, f.file));
      }
    }
    // Audio items have no title card, so a font appearing later is no reason to rebuild them.
    const titleCard = spec.kind === 'audio' || tools.fontFile !== null;
    await writeManifest(itemDir, { fingerprint, speechEngine: tools.speechEngine, titleCard, files: sizes, media });
    return { media, reused: false, sizes };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The paths of every file an item is made of: its renditions, and the variant playlists and segments of HLS. */
async function packagePaths(files: RenditionFile[], dir: string): Promise<string[]> {
  const paths: string[] = [];
  for (const f of files) paths.push(...(f.check.type === 'hls' ? await hlsFiles(dir) : [f.file]));
  return paths;
}

async function render(spec: DemoMediaSpec, tools: Tools, work: string): Promise<void> {
  const script = DEMO_SCRIPTS[spec.key as keyof typeof DEMO_SCRIPTS];
  const spoken = await synthesizeSpeech(script, join(work, 'speech.wav'), tools.speechEngine);
  await masterProgramme('speech.wav', 'programme.wav', work);
  const heard = spoken.map((line) => ({
    ...line,
    start: line.start + PROGRAMME_LEAD_IN_SECONDS,
    end: line.end + PROGRAMME_LEAD_IN_SECONDS,
  }));
  const cues = cuesFromLines(heard);
  const lang = DEMO_LANGUAGE_CODES_3[spec.languageCode];
  await writeFile(join(work, `captions.${lang}.vtt`), formatVtt(cues), 'utf8');
  await writeFile(join(work, `captions.${lang}.srt`), formatSrt(cues), 'utf8');
  await writeFile(join(work, `transcript.${lang}.txt`), formatTranscript(scriptLines(script.text)), 'utf8');

  if (spec.kind === 'audio') {
    await encodeAudioRenditions('programme.wav', 'audio-high.mp3', 'audio-low.mp3', spec.title, work);
  } else {
    const programme = await probe(join(work, 'programme.wav'));
    await encodeVideoRenditions(
      'programme.wav',
      {
        title: spec.title,
        bibleText: spec.bibleText,
        durationSeconds: programme.durationSeconds,
        fontFile: tools.fontFile,
        fontFileBold: tools.fontFileBold,
      },
      'video-high.mp4',
      'video-low.mp4',
      work,
    );
    await extractThumbnail('video-high.mp4', 'thumbnail.jpg', Math.min(4, programme.durationSeconds / 2), work);
    await packageHls(work);
    await cutPreview('video-low.mp4', 'preview.mp4', programme.durationSeconds, work);
    // The audio renditions come from the video's own soundtrack, so audio and video stay in step.
    await encodeAudioRenditions('video-high.mp4', 'audio-high.mp3', 'audio-low.mp3', spec.title, work);
  }
  const peaks = await computeWaveformPeaks(join(work, 'audio-high.mp3'), { points: DEFAULT_WAVEFORM_POINTS });
  await writeFile(join(work, 'waveform.json'), JSON.stringify(peaks), 'utf8');
}

/**
 * Checks every file of an item in `dir` and describes it: sizes as the manifest recorded them, codecs
 * and durations as ffprobe reads them, and the content of the text files (peaks in range, cue times
 * in order and inside the recording, an HLS package whose variants cover the whole programme).
 */
async function describeFiles(
  spec: DemoMediaSpec,
  files: RenditionFile[],
  dir: string,
  expectedSizes: Record<string, number>,
): Promise<DemoMedia> {
  const where = (path: string) => `${spec.key}/${path}`;
  for (const [path, expected] of Object.entries(expectedSizes)) {
    const size = (await stat(join(dir, path))).size;
    if (size !== expected) throw new Error(`${where(path)}: size ${size}, manifest says ${expected}`);
  }
  for (const path of await packagePaths(files, dir)) {
    if (!(path in expectedSizes)) throw new Error(`${where(path)}: not in the manifest`);
  }

  const renditions: DemoRendition[] = [];
  let programmeSeconds = 0;
  for (const f of files) {
    const path = join(dir, f.file);
    await access(path);
    const base = {
      encoding: f.encoding,
      mediaType: f.mediaType,
      storageKey: `${DEMO_FOLDER}/${spec.key}/${f.file}`,
      contentType: f.contentType,
      fileSizeBytes: expectedSizes[f.file]!,
      ...(f.language ? { language: f.language } : {}),
    };
    const untimed = { ...base, bitrateKbps: null, durationSeconds: null, audioCodec: null, videoCodec: null };
    const check = f.check;
    switch (check.type) {
      case 'probe': {
        const info = await probe(path);
        if (info.audioCodec !== check.audioCodec || info.videoCodec !== check.videoCodec) {
          throw new Error(`${where(f.file)}: codecs ${info.audioCodec}/${info.videoCodec}`);
        }
        if (check.timed && info.durationSeconds < 1) throw new Error(`${where(f.file)}: no duration`);
        if (f.encoding === (spec.kind === 'video' ? 'video-high' : 'audio-high')) programmeSeconds = info.durationSeconds;
        renditions.push({
          ...base,
          bitrateKbps: check.timed ? nominalBitrate(f.encoding) ?? info.bitrateKbps : null,
          durationSeconds: check.timed ? Math.round(info.durationSeconds) : null,
          audioCodec: info.audioCodec,
          videoCodec: info.videoCodec,
        });
        break;
      }
      case 'hls': {
        const hls = await checkHls(dir, programmeSeconds, where);
        renditions.push({ ...base, bitrateKbps: hls.bitrateKbps, durationSeconds: Math.round(hls.seconds), audioCodec: 'aac', videoCodec: 'h264' });
        break;
      }
      case 'preview': {
        const info = await probe(path);
        if (info.audioCodec !== 'aac' || info.videoCodec !== 'h264' || info.height !== VIDEO_LOW.height) {
          throw new Error(`${where(f.file)}: ${info.audioCodec}/${info.videoCodec} at ${info.height}p`);
        }
        if (Math.abs(info.durationSeconds - Math.min(PREVIEW_SECONDS, programmeSeconds)) > 1) {
          throw new Error(`${where(f.file)}: lasts ${info.durationSeconds} s`);
        }
        renditions.push({ ...base, bitrateKbps: info.bitrateKbps, durationSeconds: Math.round(info.durationSeconds), audioCodec: info.audioCodec, videoCodec: info.videoCodec });
        break;
      }
      case 'waveform': {
        const peaks: unknown = JSON.parse(await readFile(path, 'utf8'));
        const valid = Array.isArray(peaks) && peaks.length === DEFAULT_WAVEFORM_POINTS && peaks.every((p) => typeof p === 'number' && p >= 0 && p <= 1);
        if (!valid) throw new Error(`${where(f.file)}: not ${DEFAULT_WAVEFORM_POINTS} peaks in 0..1`);
        renditions.push(untimed);
        break;
      }
      case 'vtt':
      case 'srt': {
        const text = await readFile(path, 'utf8');
        if (check.type === 'vtt' && !text.startsWith('WEBVTT\n')) throw new Error(`${where(f.file)}: no WEBVTT header`);
        checkCueTimes(readCueTimes(text), programmeSeconds, where(f.file));
        renditions.push(untimed);
        break;
      }
      case 'transcript': {
        if (!(await readFile(path, 'utf8')).trim()) throw new Error(`${where(f.file)}: empty`);
        renditions.push(untimed);
        break;
      }
    }
  }
  const main = renditions.find((r) => r.encoding === (spec.kind === 'video' ? 'video-high' : 'audio-high'))!;
  const durationSeconds = main.durationSeconds!;
  for (const r of renditions) {
    if (PROGRAMME_ENCODINGS.has(r.encoding) && Math.abs(r.durationSeconds! - durationSeconds) > MAX_DURATION_SKEW_SECONDS) {
      throw new Error(`${spec.key}: ${r.encoding} lasts ${r.durationSeconds} s, ${main.encoding} ${durationSeconds} s`);
    }
  }
  return { key: spec.key, kind: spec.kind, durationSeconds, renditions };
}

function checkCueTimes(times: { start: number; end: number }[], programmeSeconds: number, where: string): void {
  if (times.length === 0) throw new Error(`${where}: no cues`);
  let previousEnd = 0;
  for (const { start, end } of times) {
    if (!(start < end) || start < previousEnd - 0.001 || end > programmeSeconds + 0.05) {
      throw new Error(`${where}: cue ${start}-${end} out of order or past the end (${programmeSeconds} s)`);
    }
    previousEnd = end;
  }
}

/** Both variants listed, complete (ENDLIST), in segments of at most 2 s that add up to the programme. */
async function checkHls(dir: string, programmeSeconds: number, where: (path: string) => string): Promise<{ seconds: number; bitrateKbps: number }> {
  const masterPath = `${HLS_FOLDER}/${HLS_MASTER}`;
  const variants = parseMasterPlaylist(await readFile(join(dir, masterPath), 'utf8'));
  if (variants.length !== HLS_VARIANTS.length) throw new Error(`${where(masterPath)}: ${variants.length} variants`);
  let seconds = 0;
  for (const variant of variants) {
    const path = `${HLS_FOLDER}/${variant.uri}`;
    const playlist = parseMediaPlaylist(await readFile(join(dir, path), 'utf8'));
    const total = playlist.segments.reduce((sum, s) => sum + s.duration, 0);
    const tooLong = playlist.segments.some((s) => s.duration > HLS_SEGMENT_SECONDS + 0.05);
    if (!playlist.ended || tooLong || Math.abs(total - programmeSeconds) > 0.5) {
      throw new Error(`${where(path)}: ${playlist.segments.length} segments, ${total.toFixed(2)} s, ended ${playlist.ended}`);
    }
    seconds = Math.max(seconds, total);
  }
  const bandwidth = Math.max(...variants.map((v) => v.bandwidth));
  if (!Number.isFinite(bandwidth)) throw new Error(`${where(masterPath)}: no BANDWIDTH`);
  return { seconds, bitrateKbps: Math.round(bandwidth / 1000) };
}

/**
 * mp3s are constant bitrate, so the rate they were encoded at is the honest number to show; ffprobe's
 * container average is a few kbps off because of the ID3 tag. mp4s report their measured average.
 */
function nominalBitrate(encoding: DemoEncoding): number | null {
  if (encoding === 'audio-high') return parseInt(AUDIO_HIGH.bitrate, 10);
  if (encoding === 'audio-low') return parseInt(AUDIO_LOW.bitrate, 10);
  return null;
}

function fingerprintOf(spec: DemoMediaSpec): string {
  const script = DEMO_SCRIPTS[spec.key as keyof typeof DEMO_SCRIPTS];
  const recipe = {
    RECIPE_VERSION, spec, script, AUDIO_HIGH, AUDIO_LOW, VIDEO_HIGH, VIDEO_LOW,
    HLS_VARIANTS, HLS_SEGMENT_SECONDS, PREVIEW_SECONDS, PROGRAMME_LEAD_IN_SECONDS, DEFAULT_WAVEFORM_POINTS,
  };
  return createHash('sha256').update(JSON.stringify(recipe)).digest('hex');
}

/** Written beside and renamed over the old one, so a reader never sees half a manifest. */
async function writeManifest(itemDir: string, manifest: Manifest): Promise<void> {
  const temporary = join(itemDir, `.${MANIFEST}.${process.pid}.${Date.now()}`);
  await writeFile(temporary, JSON.stringify(manifest, null, 2));
  await rename(temporary, join(itemDir, MANIFEST));
}

async function readManifest(path: string): Promise<Manifest | null> {
  try {
    const parsed = JSON.parse(await readFile(path, 'utf8')) as Partial<Manifest>;
    if (typeof parsed.fingerprint !== 'string' || typeof parsed.files !== 'object' || parsed.files === null) return null;
    return {
      fingerprint: parsed.fingerprint,
      speechEngine: parsed.speechEngine === 'espeak-ng' ? 'espeak-ng' : 'tone',
      titleCard: parsed.titleCard === true,
      files: parsed.files,
      ...(parsed.media ? { media: parsed.media } : {}),
    };
  } catch {
    return null;
  }
}

async function removeStaleWork(demoRoot: string): Promise<void> {
  for (const name of await readdir(demoRoot)) {
    if (!name.startsWith('.work-')) continue;
    const path = join(demoRoot, name);
    const info = await stat(path).catch(() => null);
    if (info && Date.now() - info.mtimeMs > STALE_WORK_MS) await rm(path, { recursive: true, force: true });
  }
}

const FONT_CANDIDATES = [
  ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf'],
  ['/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf', '/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf'],
  ['/usr/share/fonts/dejavu/DejaVuSans.ttf', '/usr/share/fonts/dejavu/DejaVuSerif-Bold.ttf'],
  ['/Library/Fonts/Arial.ttf', '/Library/Fonts/Georgia Bold.ttf'],
] as const;

async function detectTools(log: (line: string) => void): Promise<Tools | null> {
  const filters = await capture(ffmpegBinary(), ['-hide_banner', '-filters']);
  const probeWorks = (await capture(ffprobeBinary(), ['-version'])) !== null;
  if (filters === null || !probeWorks) {
    log('demo media: ffmpeg/ffprobe not found (install ffmpeg or set FFMPEG_PATH); the demo sermons will have no media');
    return null;
  }
  const speechEngine = await detectSpeechEngine();
  if (speechEngine === 'tone') log('demo media: espeak-ng not found; using tone programmes instead of speech');
  let fontFile: string | null = null;
  let fontFileBold: string | null = null;
  if (/\bdrawtext\b/.test(filters)) {
    for (const [regular, bold] of FONT_CANDIDATES) {
      if ((await exists(regular)) && (await exists(bold))) {
        fontFile = regular;
        fontFileBold = bold;
        break;
      }
    }
  }
  if (!fontFile) log('demo media: no drawtext or font available; demo videos get a waveform without a title card');
  return { speechEngine, fontFile, fontFileBold };
}

function capture(bin: string, args: string[]): Promise<string | null> {
  return new Promise((resolve) => {
    execFile(bin, args, { maxBuffer: 4 * 1024 * 1024, timeout: 15_000 }, (error, stdout) =>
      resolve(error ? null : String(stdout)),
    );
  });
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

async function forEachWithConcurrency<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await run(item);
    }
  });
  await Promise.all(workers);
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
