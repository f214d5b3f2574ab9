import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm, stat, truncate } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { skipOnSecondDatabasePass } from '../../testing/database-pass';
import { skipUnlessInstalled } from '../../testing/installed-tools';
import { ffmpegBinary } from '../ffmpeg';
import { ffprobeBinary, probe } from '../ffprobe';
import { readCueTimes } from './caption-cues';
import { DEMO_LANGUAGE_CODES_3, DEMO_MEDIA_SPECS } from './demo-media-keys';
import { DEMO_SCRIPTS } from './demo-scripts';
import { parseMasterPlaylist, parseMediaPlaylist } from './encode-demo-renditions';
import { generateDemoMedia, readDemoMedia, type DemoMedia, type DemoRendition } from './generate-demo-media';
import { scriptLines } from './synthesize-speech';

/** Total bytes under a folder: the HLS segments count too, although no row names them. */
async function diskBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? await diskBytes(path) : (await stat(path)).size;
  }
  return total;
}

const skip = skipOnSecondDatabasePass() || skipUnlessInstalled([ffmpegBinary(), ffprobeBinary()], 'ffmpeg espeak-ng');

// Generous: the first generation alone takes 1.5 to 3 minutes on 2 shared cores.
describe('generating the demo media', { skip, timeout: 480_000 }, () => {
  let root = '';
  let media: DemoMedia[] = [];
  const lines: string[] = [];

  before(async () => {
    root = await mkdtemp(join(tmpdir(), 'demo-media-'));
    media = await generateDemoMedia(root, (line) => lines.push(line));
  });
  after(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('makes one item per demo key: at least 12 audio and 2 video, and logs a line for each', () => {
    assert.deepEqual(media.map((m) => m.key), DEMO_MEDIA_SPECS.map((s) => s.key));
    assert.ok(media.filter((m) => m.kind === 'audio').length >= 12);
    assert.ok(media.filter((m) => m.kind === 'video').length >= 2);
    for (const spec of DEMO_MEDIA_SPECS) assert.equal(lines.filter((l) => l.includes(` ${spec.key} `)).length, 1, spec.key);
  });

  it('gives every item audio, waveform, captions and transcript, and every video its renditions, HLS, thumbnail and preview', () => {
    for (const item of media) {
      const encodings = item.renditions.map((r) => r.encoding).sort();
      const common = ['audio-high', 'audio-low', 'caption', 'caption-srt', 'transcript', 'waveform'];
      const expected = item.kind === 'video'
        ? [...common, 'video-high', 'video-hls', 'video-low', 'video-short', 'video-thumbnail'].sort()
        : common;
      assert.deepEqual(encodings, expected, item.key);
    }
  });

  it('reports durations, sizes and codecs that match the files, as ffprobe reads them', async () => {
    const file = (r: DemoRendition) => join(root, ...r.storageKey.split('/'));
    for (const item of media) {
      assert.ok(item.durationSeconds >= 30 && item.durationSeconds <= 90, `${item.key}: ${item.durationSeconds} s`);
      for (const r of item.renditions) {
        assert.equal(r.fileSizeBytes, (await stat(file(r))).size, r.storageKey);
        if (r.mediaType === 'mp3' || r.mediaType === 'jpg' || r.encoding === 'video-high' || r.encoding === 'video-low') {
          const info = await probe(file(r));
          assert.equal(r.audioCodec, info.audioCodec, r.storageKey);
          assert.equal(r.videoCodec, info.videoCodec, r.storageKey);
        }
        if (r.encoding === 'video-thumbnail' || ['json', 'caption', 'transcript'].includes(r.mediaType)) {
          assert.equal(r.durationSeconds, null, r.storageKey);
          continue;
        }
        if (r.encoding === 'video-short') continue;
        if (r.encoding !== 'video-hls') assert.equal(r.durationSeconds, Math.round((await probe(file(r))).durationSeconds), r.storageKey);
        assert.ok(Math.abs(r.durationSeconds! - item.durationSeconds) <= 2, `${r.storageKey} within 2 s of the item`);
      }
    }
  });

  it('writes 1000 waveform peaks in 0..1 per item, silent during the lead-in and loud somewhere', async () => {
    for (const item of media) {
      const peaks: unknown = JSON.parse(await readFile(join(root, item.renditions.find((r) => r.encoding === 'waveform')!.storageKey), 'utf8'));
      assert.ok(Array.isArray(peaks) && peaks.length === 1000, item.key);
      assert.ok(peaks.every((p) => typeof p === 'number' && p >= 0 && p <= 1), item.key);
      assert.equal(Math.max(...(peaks as number[])), 1, item.key);
      assert.equal(peaks[0], 0, `${item.key} starts with the silent lead-in`);
    }
  });

  it('writes VTT and SRT captions with the same cues, in order, inside the recording, covering the script', async () => {
    for (const item of media) {
      const spec = DEMO_MEDIA_SPECS.find((s) => s.key === item.key)!;
      const lang = DEMO_LANGUAGE_CODES_3[spec.languageCode];
      const vttRow = item.renditions.find((r) => r.encoding === 'caption')!;
      const srtRow = item.renditions.find((r) => r.encoding === 'caption-srt')!;
      assert.deepEqual([vttRow.storageKey, vttRow.contentType, vttRow.language], [`demo/${item.key}/captions.${lang}.vtt`, 'text/vtt', lang]);
      assert.deepEqual([srtRow.storageKey, srtRow.contentType, srtRow.language], [`demo/${item.key}/captions.${lang}.srt`, 'application/x-subrip', lang]);
      const vtt = await readFile(join(root, vttRow.storageKey), 'utf8');
      const srt = await readFile(join(root, srtRow.storageKey), 'utf8');
      assert.ok(vtt.startsWith('WEBVTT\n\n'), item.key);
      assert.match(vtt, /^\d{2}:\d{2}:\d{2}\.\d{3} --> \d{2}:\d{2}:\d{2}\.\d{3}$/m);
      assert.match(srt, /^1\n\d{2}:\d{2}:\d{2},\d{3} --> \d{2}:\d{2}:\d{2},\d{3}\n/);
      const cues = readCueTimes(vtt);
      assert.deepEqual(readCueTimes(srt), cues, `${item.key}: SRT and VTT agree`);
      const lines = scriptLines(DEMO_SCRIPTS[item.key as keyof typeof DEMO_SCRIPTS].text);
      assert.ok(cues.length >= lines.length, `${item.key}: ${cues.length} cues for ${lines.length} lines`);
      assert.ok(Math.abs(cues[0]!.start - 0.7) < 0.01, `${item.key}: first words after the 0.7 s lead-in`);
      for (let i = 0; i < cues.length; i++) {
        assert.ok(cues[i]!.start < cues[i]!.end, `${item.key} cue ${i + 1}`);
        if (i > 0) assert.ok(cues[i]!.start >= cues[i - 1]!.end, `${item.key} cue ${i + 1} starts after the one before`);
      }
      assert.ok(cues[cues.length - 1]!.end <= item.durationSeconds + 1, `${item.key}: last cue inside the recording`);
      // Every word of the script is in the captions, in order.
      const captionText = vtt.split('\n\n').slice(1).map((block) => block.split('\n').slice(2).join(' ')).join(' ');
      assert.equal(captionText.trim().replace(/\s+/g, ' '), lines.join(' ').replace(/&/g, '&amp;'), item.key);
    }
  });

  it('times the cues from the speech itself: silence in the pauses between lines, speech just after a line starts', async () => {
    for (const item of media.filter((m) => m.kind === 'audio')) {
      const high = join(root, item.renditions.find((r) => r.encoding === 'audio-high')!.storageKey);
      const seconds = (await probe(high)).durationSeconds;
      const peaks = JSON.parse(await readFile(join(root, item.renditions.find((r) => r.encoding === 'waveform')!.storageKey), 'utf8')) as number[];
      // The peaks whose time slots overlap [from, to].
      const loudest = (from: number, to: number) => Math.max(...peaks.slice(Math.floor((from / seconds) * 1000), Math.floor((to / seconds) * 1000) + 1));
      const cues = readCueTimes(await readFile(join(root, item.renditions.find((r) => r.encoding === 'caption')!.storageKey), 'utf8'));
      let pauses = 0;
      for (let i = 1; i < cues.length; i++) {
        const gap = cues[i]!.start - cues[i - 1]!.end;
        if (gap < 0.3) continue; // a long line split into several cues: no pause between them
        pauses++;
        const middle = (cues[i - 1]!.end + cues[i]!.start) / 2;
        assert.ok(loudest(middle - 0.1, middle + 0.1) < 0.05, `${item.key}: silent pause at ${middle.toFixed(2)} s`);
        assert.ok(loudest(cues[i]!.start + 0.1, cues[i]!.start + 0.8) > 0.3, `${item.key}: speech after ${cues[i]!.start} s`);
      }
      assert.ok(pauses >= 3, `${item.key}: ${pauses} pauses`);
    }
  });

  it('writes the script as the transcript', async () => {
    for (const item of media) {
      const row = item.renditions.find((r) => r.encoding === 'transcript')!;
      assert.equal(row.contentType, 'text/plain; charset=utf-8');
      const text = await readFile(join(root, row.storageKey), 'utf8');
      assert.equal(text, `${scriptLines(DEMO_SCRIPTS[item.key as keyof typeof DEMO_SCRIPTS].text).join('\n\n')}\n`);
    }
  });

  it('packages each video as HLS: a master with 720p and 360p variants of 2-second segments covering the video', async () => {
    for (const video of media.filter((m) => m.kind === 'video')) {
      const row = video.renditions.find((r) => r.encoding === 'video-hls')!;
      assert.deepEqual([row.storageKey, row.contentType, row.mediaType], [`demo/${video.key}/hls/master.m3u8`, 'application/vnd.apple.mpegurl', 'mp4']);
      const master = await readFile(join(root, row.storageKey), 'utf8');
      const variants = parseMasterPlaylist(master);
      assert.deepEqual(variants.map((v) => [v.uri, v.resolution]), [['720p/index.m3u8', '1280x720'], ['360p/index.m3u8', '640x360']]);
      assert.ok(variants.every((v) => v.bandwidth > 50_000), 'BANDWIDTH measured from the segments');
      assert.match(master, /CODECS="avc1\.64[0-9a-f]{4},mp4a\.40\.2"/);
      for (const variant of variants) {
        const playlistPath = join(root, `demo/${video.key}/hls`, variant.uri);
        const playlist = parseMediaPlaylist(await readFile(playlistPath, 'utf8'));
        assert.ok(playlist.ended && playlist.targetDuration === 2, variant.uri);
        assert.ok(playlist.segments.slice(0, -1).every((s) => Math.abs(s.duration - 2) < 0.05), 'exact 2 s segments');
        const total = playlist.segments.reduce((sum, s) => sum + s.duration, 0);
        assert.ok(Math.abs(total - video.durationSeconds) <= 1, `${variant.uri}: ${total} s`);
        const first = await probe(join(playlistPath, '..', playlist.segments[0]!.uri));
        assert.deepEqual([first.videoCodec, first.audioCodec], ['h264', 'aac']);
      }
    }
  });

  it('cuts an 8-second 360p preview with sound from the middle of each video', async () => {
    for (const video of media.filter((m) => m.kind === 'video')) {
      const row = video.renditions.find((r) => r.encoding === 'video-short')!;
      assert.deepEqual([row.storageKey, row.contentType], [`demo/${video.key}/preview.mp4`, 'video/mp4']);
      const info = await probe(join(root, row.storageKey));
      assert.deepEqual([info.videoCodec, info.audioCodec, info.height], ['h264', 'aac', 360]);
      assert.ok(info.durationSeconds >= 7.5 && info.durationSeconds <= 9, `${info.durationSeconds} s`);
    }
  });

  it('encodes high audio at 128 kbps 44.1 kHz stereo and low audio at 32 kbps 22.05 kHz mono', async () => {
    const item = media[0]!;
    const high = await probe(join(root, item.renditions.find((r) => r.encoding === 'audio-high')!.storageKey));
    const low = await probe(join(root, item.renditions.find((r) => r.encoding === 'audio-low')!.storageKey));
    assert.deepEqual([high.sampleRate, high.channels], [44100, 2]);
    assert.deepEqual([low.sampleRate, low.channels], [22050, 1]);
    assert.ok(Math.abs(high.bitrateKbps! - 128) <= 4 && Math.abs(low.bitrateKbps! - 32) <= 3);
  });

  it('encodes video at 720p and 360p in h264 with aac sound', async () => {
    const video = media.find((m) => m.kind === 'video')!;
    const high = await probe(join(root, video.renditions.find((r) => r.encoding === 'video-high')!.storageKey));
    const low = await probe(join(root, video.renditions.find((r) => r.encoding === 'video-low')!.storageKey));
    assert.deepEqual([high.width, high.height, high.videoCodec, high.audioCodec], [1280, 720, 'h264', 'aac']);
    assert.deepEqual([low.width, low.height], [640, 360]);
  });

  it('stays small: under 45 MB on disk in all, HLS segments included', async () => {
    const bytes = await diskBytes(join(root, 'demo'));
    assert.ok(bytes < 45e6, `${(bytes / 1e6).toFixed(1)} MB`);
  });

  it('describes the same media from the manifests alone, without ffmpeg, for the start-up check', async () => {
    assert.deepEqual(await readDemoMedia(root), media);
  });

  it('reuses valid files on the next run and leaves no scratch folders behind', async () => {
    const before = await stat(join(root, media[0]!.renditions[0]!.storageKey));
    const started = Date.now();
    const again = await generateDemoMedia(root);
    assert.deepEqual(again, media);
    assert.ok(Date.now() - started < 15_000);
    assert.equal((await stat(join(root, media[0]!.renditions[0]!.storageKey))).mtimeMs, before.mtimeMs);
    assert.deepEqual((await readdir(join(root, 'demo'))).filter((name) => name.startsWith('.')), []);
  });

  it('rebuilds an item whose file was damaged', async () => {
    const item = media.find((m) => m.kind === 'audio')!;
    const low = item.renditions.find((r) => r.encoding === 'audio-low')!;
    await truncate(join(root, low.storageKey), 1000);
    const lines: string[] = [];
    const again = await generateDemoMedia(root, (line) => lines.push(line));
    const rebuilt = again.find((m) => m.key === item.key)!;
    assert.equal(rebuilt.renditions.find((r) => r.encoding === 'audio-low')!.fileSizeBytes, (await stat(join(root, low.storageKey))).size);
    assert.ok((await stat(join(root, low.storageKey))).size > 1000);
    assert.ok(lines.some((l) => l.includes(item.key) && l.includes('made in')));
    assert.ok(lines.filter((l) => l.includes('reused')).length === media.length - 1);
  });

  it('notices a damaged HLS segment: the start-up check reports the item out of date, and the next run rebuilds it', async () => {
    const video = media.find((m) => m.kind === 'video')!;
    const index = DEMO_MEDIA_SPECS.findIndex((s) => s.key === video.key);
    const segment = join(root, 'demo', video.key, 'hls', '360p', 'segment-001.ts');
    await truncate(segment, 100);
    assert.equal((await readDemoMedia(root))[index], null);
    const lines: string[] = [];
    await generateDemoMedia(root, (line) => lines.push(line));
    assert.ok(lines.some((l) => l.includes(video.key) && l.includes('made in')));
    assert.ok((await stat(segment)).size > 100);
    assert.notEqual((await readDemoMedia(root))[index], null);
  });
});
