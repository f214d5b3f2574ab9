import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { skipOnSecondDatabasePass } from '../../testing/database-pass';
import { skipUnlessInstalled } from '../../testing/installed-tools';
import { ffmpegBinary, runFfmpeg } from '../ffmpeg';
import { computeWaveformPeaks, WaveformError } from './compute-waveform-peaks';

const skip = skipOnSecondDatabasePass() || skipUnlessInstalled([ffmpegBinary()], 'ffmpeg');

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

describe('computing waveform peaks', { skip }, () => {
  let dir = '';
  const file = (name: string) => join(dir, name);

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'waveform-'));
    // 6 s of tone: loud for 3 s, then a tenth as loud.
    await runFfmpeg(['-f', 'lavfi', '-i', "aevalsrc='if(lt(t,3),0.8,0.08)*sin(2*PI*330*t)':s=44100:d=6", '-c:a', 'libmp3lame', '-b:a', '128k', file('loud-then-quiet.mp3')]);
    await runFfmpeg(['-f', 'lavfi', '-i', 'anullsrc=r=44100:cl=stereo', '-t', '4', '-c:a', 'libmp3lame', '-b:a', '64k', file('silence.mp3')]);
    await runFfmpeg(['-f', 'lavfi', '-i', 'sine=frequency=220:sample_rate=22050:duration=1', '-c:a', 'pcm_s16le', file('one-second.wav')]);
    await runFfmpeg([
      '-f', 'lavfi', '-i', 'color=c=black:s=160x90:r=10:d=3',
      '-f', 'lavfi', '-i', 'sine=frequency=440:duration=3',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', file('clip.mp4'),
    ]);
    await runFfmpeg(['-f', 'lavfi', '-i', 'color=c=black:s=160x90:r=10:d=2', '-c:v', 'libx264', '-preset', 'ultrafast', file('mute.mp4')]);
    await writeFile(file('corrupt.mp3'), Buffer.from('ID3 this is not an mp3 at all, just some words '.repeat(200)));
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('returns 1000 peaks between 0 and 1 with at most 3 decimals, the loudest being 1', async () => {
    const peaks = await computeWaveformPeaks(file('loud-then-quiet.mp3'));
    assert.equal(peaks.length, 1000);
    assert.ok(peaks.every((p) => p >= 0 && p <= 1 && Math.round(p * 1000) === p * 1000));
    assert.equal(Math.max(...peaks), 1);
  });

  it('shows a loud first half and a quiet second half', async () => {
    const peaks = await computeWaveformPeaks(file('loud-then-quiet.mp3'));
    // Skip the edges: the encoder's priming samples and the switch between halves.
    const loud = mean(peaks.slice(50, 450));
    const quiet = mean(peaks.slice(550, 950));
    assert.ok(loud > 0.9, `loud half ${loud}`);
    assert.ok(quiet > 0.05 && quiet < 0.15, `quiet half ${quiet}`);
  });

  it('gives all zeros for a silent file', async () => {
    const peaks = await computeWaveformPeaks(file('silence.mp3'));
    assert.equal(peaks.length, 1000);
    assert.ok(peaks.every((p) => p === 0));
  });

  it('gives exactly the number of points asked for, also for a 1-second file', async () => {
    const peaks = await computeWaveformPeaks(file('one-second.wav'));
    assert.equal(peaks.length, 1000);
    assert.ok(mean(peaks) > 0.9, 'a steady tone is loud throughout');
    assert.equal((await computeWaveformPeaks(file('one-second.wav'), { points: 37 })).length, 37);
    assert.equal((await computeWaveformPeaks(file('one-second.wav'), { points: 20_000 })).length, 20_000);
  });

  it('reads the soundtrack of a video file', async () => {
    const peaks = await computeWaveformPeaks(file('clip.mp4'), { points: 100 });
    assert.equal(peaks.length, 100);
    assert.ok(mean(peaks.slice(5, 95)) > 0.9);
  });

  it('rejects a corrupt file with a clear error', async () => {
    await assert.rejects(computeWaveformPeaks(file('corrupt.mp3')), (error: unknown) => {
      assert.ok(error instanceof WaveformError);
      assert.match(error.message, /could not decode .*corrupt\.mp3/);
      return true;
    });
  });

  it('rejects a missing file, and a video without sound, with a clear error', async () => {
    await assert.rejects(computeWaveformPeaks(file('missing.mp3')), (error: unknown) => {
      assert.ok(error instanceof WaveformError);
      assert.match(error.message, /cannot read .*missing\.mp3: ENOENT/);
      return true;
    });
    await assert.rejects(computeWaveformPeaks(file('mute.mp4')), WaveformError);
  });

  it('rejects a nonsense number of points before starting ffmpeg', async () => {
    await assert.rejects(computeWaveformPeaks(file('one-second.wav'), { points: 0 }), RangeError);
    await assert.rejects(computeWaveformPeaks(file('one-second.wav'), { points: 2.5 }), RangeError);
  });

  it('stops ffmpeg when the signal aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    await assert.rejects(computeWaveformPeaks(file('loud-then-quiet.mp3'), { signal: controller.signal }), { name: 'AbortError' });
  });
});
