import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm, stat, truncate } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ffmpegBinary } from '../ffmpeg';
import { ffprobeBinary, probe } from '../ffprobe';
import { DEMO_MEDIA_SPECS } from './demo-media-keys';
import { generateDemoMedia, type DemoMedia } from './generate-demo-media';

function installed(bin: string): boolean {
  try {
    execFileSync(bin, ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const skip = installed(ffmpegBinary()) && installed(ffprobeBinary()) ? false : 'ffmpeg/ffprobe are not installed (apt-get install ffmpeg espeak-ng)';

describe('generating the demo media', { skip, timeout: 240_000 }, () => {
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

  it('gives every item high and low audio, and every video high and low video and a thumbnail', () => {
    for (const item of media) {
      const encodings = item.renditions.map((r) => r.encoding).sort();
      const expected = item.kind === 'video'
        ? ['audio-high', 'audio-low', 'video-high', 'video-low', 'video-thumbnail']
        : ['audio-high', 'audio-low'];
      assert.deepEqual(encodings, expected, item.key);
    }
  });

  it('reports durations, sizes and codecs that match the files, as ffprobe reads them', async () => {
    for (const item of media) {
      assert.ok(item.durationSeconds >= 30 && item.durationSeconds <= 90, `${item.key}: ${item.durationSeconds} s`);
      for (const r of item.renditions) {
        const file = join(root, ...r.storageKey.split('/'));
        const info = await probe(file);
        assert.equal(r.fileSizeBytes, (await stat(file)).size, r.storageKey);
        assert.equal(r.audioCodec, info.audioCodec, r.storageKey);
        assert.equal(r.videoCodec, info.videoCodec, r.storageKey);
        if (r.encoding === 'video-thumbnail') {
          assert.equal(r.durationSeconds, null);
          assert.equal(r.contentType, 'image/jpeg');
          continue;
        }
        assert.equal(r.durationSeconds, Math.round(info.durationSeconds), r.storageKey);
        assert.ok(Math.abs(r.durationSeconds! - item.durationSeconds) <= 2, `${r.storageKey} within 2 s of the item`);
      }
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

  it('stays small: under 30 MB in all', () => {
    const bytes = media.flatMap((m) => m.renditions).reduce((sum, r) => sum + r.fileSizeBytes, 0);
    assert.ok(bytes < 30e6, `${(bytes / 1e6).toFixed(1)} MB`);
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
});
