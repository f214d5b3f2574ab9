// Builds the demo recordings under <mediaRoot>/demo/<key>/ and describes them for the seed.
// Idempotent: an item whose manifest matches the current scripts and settings, and whose files still
// probe correctly, is reused. New files are made in a scratch folder and renamed into place, and the
// manifest is written last, so a crash never leaves a half-written file that a later run would trust.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { access, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ffmpegBinary } from '../ffmpeg';
import { ffprobeBinary, probe } from '../ffprobe';
import { DEMO_MEDIA_SPECS, type DemoMediaSpec } from './demo-media-keys';
import { DEMO_SCRIPTS } from './demo-scripts';
import {
  AUDIO_HIGH,
  AUDIO_LOW,
  VIDEO_HIGH,
  VIDEO_LOW,
  encodeAudioRenditions,
  encodeVideoRenditions,
  extractThumbnail,
  masterProgramme,
} from './encode-demo-renditions';
import { detectSpeechEngine, synthesizeSpeech, type SpeechEngine } from './synthesize-speech';

export interface DemoRendition {
  encoding: 'audio-high' | 'audio-low' | 'video-high' | 'video-low' | 'video-thumbnail';
  mediaType: 'mp3' | 'mp4' | 'jpg';
  /** Path relative to the media root, served at /media/<storageKey>. */
  storageKey: string;
  contentType: string;
  bitrateKbps: number | null;
  fileSizeBytes: number;
  durationSeconds: number | null;
  audioCodec: string | null;
  videoCodec: string | null;
}

export interface DemoMedia {
  key: string;
  kind: 'audio' | 'video';
  durationSeconds: number;
  renditions: DemoRendition[];
}

/** Bump when a recipe changes, so files made by the old recipe are rebuilt. */
const RECIPE_VERSION = 3;
const DEMO_FOLDER = 'demo';
const MANIFEST = 'manifest.json';
/** Scratch folders older than this are left over from a crashed run. */
const STALE_WORK_MS = 10 * 60 * 1000;
/** The spec's rule for linking audio and video of one sermon. */
const MAX_DURATION_SKEW_SECONDS = 2;

type Encoding = DemoRendition['encoding'];

interface RenditionFile {
  encoding: Encoding;
  file: string;
  mediaType: DemoRendition['mediaType'];
  contentType: string;
  /** What ffprobe must report for the file to count as valid. */
  expect: { audioCodec: string | null; videoCodec: string | null; timed: boolean };
}

const AUDIO_FILES: RenditionFile[] = [
  { encoding: 'audio-high', file: 'audio-high.mp3', mediaType: 'mp3', contentType: 'audio/mpeg', expect: { audioCodec: 'mp3', videoCodec: null, timed: true } },
  { encoding: 'audio-low', file: 'audio-low.mp3', mediaType: 'mp3', contentType: 'audio/mpeg', expect: { audioCodec: 'mp3', videoCodec: null, timed: true } },
];
const VIDEO_FILES: RenditionFile[] = [
  { encoding: 'video-high', file: 'video-high.mp4', mediaType: 'mp4', contentType: 'video/mp4', expect: { audioCodec: 'aac', videoCodec: 'h264', timed: true } },
  { encoding: 'video-low', file: 'video-low.mp4', mediaType: 'mp4', contentType: 'video/mp4', expect: { audioCodec: 'aac', videoCodec: 'h264', timed: true } },
  { encoding: 'video-thumbnail', file: 'thumbnail.jpg', mediaType: 'jpg', contentType: 'image/jpeg', expect: { audioCodec: null, videoCodec: 'mjpeg', timed: false } },
  ...AUDIO_FILES,
];

interface Manifest {
  fingerprint: string;
  speechEngine: SpeechEngine;
  titleCard: boolean;
  files: Record<string, number>;
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
  await forEachWithConcurrency(order, 2, async (spec) => {
    const itemStarted = Date.now();
    try {
      const { media, reused } = await ensureItem(mediaRoot, spec, tools);
      made.set(spec.key, media);
      const how = reused ? 'reused' : `made in ${seconds(Date.now() - itemStarted)}`;
      log(`demo media: ${spec.key} (${spec.kind}, ${media.durationSeconds} s, ${media.renditions.length} files) ${how}`);
    } catch (error) {
      // One broken item should cost that sermon its media, not the whole first start.
      log(`demo media: ${spec.key} failed and is left without media: ${(error as Error).message}`);
    }
  });
  const result = DEMO_MEDIA_SPECS.flatMap((spec) => made.get(spec.key) ?? []);
  const bytes = result.flatMap((m) => m.renditions).reduce((sum, r) => sum + r.fileSizeBytes, 0);
  log(`demo media: ${result.length} items, ${(bytes / 1e6).toFixed(1)} MB, ${seconds(Date.now() - started)}`);
  return result;
}

async function ensureItem(mediaRoot: string, spec: DemoMediaSpec, tools: Tools): Promise<{ media: DemoMedia; reused: boolean }> {
  const itemDir = join(mediaRoot, DEMO_FOLDER, spec.key);
  const files = spec.kind === 'video' ? VIDEO_FILES : AUDIO_FILES;
  const fingerprint = fingerprintOf(spec);
  const manifest = await readManifest(join(itemDir, MANIFEST));
  // Files made without speech or without a title card are upgraded once the tools are there;
  // better files are never thrown away because a tool is missing now.
  const upgradeable =
    (manifest?.speechEngine === 'tone' && tools.speechEngine === 'espeak-ng') ||
    (manifest?.titleCard === false && tools.fontFile !== null);
  if (manifest && manifest.fingerprint === fingerprint && !upgradeable) {
    const media = await describe(mediaRoot, spec, files, manifest.files).catch(() => null);
    if (media) return { media, reused: true };
  }

  const work = await mkdtemp(join(mediaRoot, DEMO_FOLDER, `.work-${spec.key}-`));
  try {
    await render(spec, tools, work);
    const sizes: Record<string, number> = {};
    for (const f of files) sizes[f.file] = (await stat(join(work, f.file))).size;
    // Validate in the scratch folder before anything replaces a good file; renaming keeps what we measured.
    const media = await describeFiles(spec, files, (f) => join(work, f.file), (f) => storageKey(spec, f), sizes);

    await mkdir(itemDir, { recursive: true });
    // The old manifest must not vouch for a mix of old and new files if we stop half-way.
    await rm(join(itemDir, MANIFEST), { force: true });
    for (const f of files) await rename(join(work, f.file), join(itemDir, f.file));
    // Audio items have no title card, so a font appearing later is no reason to rebuild them.
    const titleCard = spec.kind === 'audio' || tools.fontFile !== null;
    const next: Manifest = { fingerprint, speechEngine: tools.speechEngine, titleCard, files: sizes };
    await writeFile(join(work, MANIFEST), JSON.stringify(next, null, 2));
    await rename(join(work, MANIFEST), join(itemDir, MANIFEST));
    return { media, reused: false };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function render(spec: DemoMediaSpec, tools: Tools, work: string): Promise<void> {
  const script = DEMO_SCRIPTS[spec.key as keyof typeof DEMO_SCRIPTS];
  await synthesizeSpeech(script, join(work, 'speech.wav'), tools.speechEngine);
  await masterProgramme('speech.wav', 'programme.wav', work);
  if (spec.kind === 'audio') {
    await encodeAudioRenditions('programme.wav', 'audio-high.mp3', 'audio-low.mp3', spec.title, work);
    return;
  }
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
  // The audio renditions come from the video's own soundtrack, so audio and video stay in step.
  await encodeAudioRenditions('video-high.mp4', 'audio-high.mp3', 'audio-low.mp3', spec.title, work);
}

function describe(mediaRoot: string, spec: DemoMediaSpec, files: RenditionFile[], sizes: Record<string, number>): Promise<DemoMedia> {
  return describeFiles(
    spec,
    files,
    (f) => join(mediaRoot, DEMO_FOLDER, spec.key, f.file),
    (f) => storageKey(spec, f),
    sizes,
  );
}

/** Probes every file and fails unless each has the expected codecs, size and a consistent duration. */
async function describeFiles(
  spec: DemoMediaSpec,
  files: RenditionFile[],
  pathOf: (f: RenditionFile) => string,
  keyOf: (f: RenditionFile) => string,
  expectedSizes: Record<string, number>,
): Promise<DemoMedia> {
  const renditions: DemoRendition[] = [];
  for (const f of files) {
    const path = pathOf(f);
    await access(path);
    const info = await probe(path);
    const size = (await stat(path)).size;
    if (size !== expectedSizes[f.file]) throw new Error(`${path}: size ${size}, manifest says ${expectedSizes[f.file]}`);
    if (info.audioCodec !== f.expect.audioCodec || info.videoCodec !== f.expect.videoCodec) {
      throw new Error(`${path}: codecs ${info.audioCodec}/${info.videoCodec}`);
    }
    if (f.expect.timed && info.durationSeconds < 1) throw new Error(`${path}: no duration`);
    renditions.push({
      encoding: f.encoding,
      mediaType: f.mediaType,
      storageKey: keyOf(f),
      contentType: f.contentType,
      bitrateKbps: f.expect.timed ? nominalBitrate(f.encoding) ?? info.bitrateKbps : null,
      fileSizeBytes: size,
      durationSeconds: f.expect.timed ? Math.round(info.durationSeconds) : null,
      audioCodec: info.audioCodec,
      videoCodec: info.videoCodec,
    });
  }
  const main = renditions.find((r) => r.encoding === (spec.kind === 'video' ? 'video-high' : 'audio-high'))!;
  const durationSeconds = main.durationSeconds!;
  for (const r of renditions) {
    if (r.durationSeconds !== null && Math.abs(r.durationSeconds - durationSeconds) > MAX_DURATION_SKEW_SECONDS) {
      throw new Error(`${spec.key}: ${r.encoding} lasts ${r.durationSeconds} s, ${main.encoding} ${durationSeconds} s`);
    }
  }
  return { key: spec.key, kind: spec.kind, durationSeconds, renditions };
}

/**
 * mp3s are constant bitrate, so the rate they were encoded at is the honest number to show; ffprobe's
 * container average is a few kbps off because of the ID3 tag. mp4s report their measured average.
 */
function nominalBitrate(encoding: Encoding): number | null {
  if (encoding === 'audio-high') return parseInt(AUDIO_HIGH.bitrate, 10);
  if (encoding === 'audio-low') return parseInt(AUDIO_LOW.bitrate, 10);
  return null;
}

function storageKey(spec: DemoMediaSpec, f: RenditionFile): string {
  return `${DEMO_FOLDER}/${spec.key}/${f.file}`;
}

function fingerprintOf(spec: DemoMediaSpec): string {
  const script = DEMO_SCRIPTS[spec.key as keyof typeof DEMO_SCRIPTS];
  const recipe = { RECIPE_VERSION, spec, script, AUDIO_HIGH, AUDIO_LOW, VIDEO_HIGH, VIDEO_LOW };
  return createHash('sha256').update(JSON.stringify(recipe)).digest('hex');
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
