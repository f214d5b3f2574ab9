// Tests for ../ffmpeg.ts and ../ffprobe.ts (kept in this folder, which the demo-media work owns).
import assert from 'node:assert/strict';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { skipOnSecondDatabasePass } from '../../testing/database-pass';
import { skipUnlessInstalled } from '../../testing/installed-tools';
import { FfmpegError, ffmpegBinary, runFfmpeg } from '../ffmpeg';
import { FfprobeError, ffprobeBinary, probe } from '../ffprobe';

const skip = skipOnSecondDatabasePass() || skipUnlessInstalled([ffmpegBinary(), ffprobeBinary()], 'ffmpeg');

describe('running ffmpeg', { skip }, () => {
  let dir = '';
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ffmpeg-wrapper-'));
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes the output and reports progress in seconds', async () => {
    const out = join(dir, 'tone.mp3');
    const seen: number[] = [];
    await runFfmpeg(['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3', '-c:a', 'libmp3lame', '-b:a', '64k', out], {
      onProgress: (seconds) => seen.push(seconds),
    });
    assert.ok((await stat(out)).size > 10_000);
    assert.ok(seen.length > 0 && Math.max(...seen) >= 2.5, `progress ${seen.join(',')}`);
  });

  it('rejects with the tail of ffmpeg’s own error output when ffmpeg fails', async () => {
    await assert.rejects(runFfmpeg(['-i', join(dir, 'missing.wav'), join(dir, 'x.mp3')]), (error: unknown) => {
      assert.ok(error instanceof FfmpegError);
      assert.match(error.stderr, /No such file or directory/);
      assert.equal(error.exitCode, 1);
      assert.ok(error.stderr.length <= 4096);
      return true;
    });
  });

  it('stops ffmpeg when the signal aborts', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const job = runFfmpeg(['-re', '-f', 'lavfi', '-i', 'sine=duration=60', '-f', 'null', '-'], { signal: controller.signal });
    setTimeout(() => controller.abort(), 300);
    await assert.rejects(job, { name: 'AbortError' });
    assert.ok(Date.now() - started < 10_000);
  });

  it('explains a missing binary instead of failing obscurely', async () => {
    await assert.rejects(runFfmpeg(['-version'], { bin: join(dir, 'no-such-ffmpeg') }), (error: unknown) => {
      assert.ok(error instanceof FfmpegError);
      assert.match(error.message, /not found/);
      return true;
    });
  });
});

describe('probing a file', { skip }, () => {
  let dir = '';
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ffprobe-'));
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reports duration, codecs, bitrate, size and audio layout', async () => {
    const out = join(dir, 'tone.mp3');
    await runFfmpeg(['-f', 'lavfi', '-i', 'sine=frequency=220:duration=5', '-c:a', 'libmp3lame', '-b:a', '128k', '-ar', '44100', '-ac', '2', out]);
    const info = await probe(out);
    assert.ok(Math.abs(info.durationSeconds - 5) < 0.2, String(info.durationSeconds));
    assert.equal(info.audioCodec, 'mp3');
    assert.equal(info.videoCodec, null);
    assert.equal(info.sampleRate, 44100);
    assert.equal(info.channels, 2);
    assert.ok(info.bitrateKbps !== null && Math.abs(info.bitrateKbps - 128) <= 4, String(info.bitrateKbps));
    assert.equal(info.sizeBytes, (await stat(out)).size);
  });

  it('reports the H.264 profile and level, which an HLS CODECS attribute is made from', async () => {
    const out = join(dir, 'clip.mp4');
    await runFfmpeg(['-f', 'lavfi', '-i', 'color=c=black:s=320x180:r=25:d=1', '-c:v', 'libx264', '-profile:v', 'high', '-level', '3.1', '-pix_fmt', 'yuv420p', out]);
    const info = await probe(out);
    assert.deepEqual([info.videoCodec, info.videoProfile, info.videoLevel, info.width, info.height], ['h264', 'High', 31, 320, 180]);
    const audio = await probe(join(dir, 'tone.mp3'));
    assert.deepEqual([audio.videoProfile, audio.videoLevel], [null, null]);
  });

  it('rejects a file that is not media', async () => {
    const text = join(dir, 'notes.mp3');
    await writeFile(text, 'not audio at all');
    await assert.rejects(probe(text), FfprobeError);
  });
});
