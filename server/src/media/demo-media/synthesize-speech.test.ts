import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { skipOnSecondDatabasePass } from '../../testing/database-pass';
import { skipUnlessInstalled } from '../../testing/installed-tools';
import { ffmpegBinary } from '../ffmpeg';
import { ffprobeBinary, probe } from '../ffprobe';
import { computeWaveformPeaks } from '../waveform/compute-waveform-peaks';
import { espeakBinary, scriptLines, synthesizeSpeech } from './synthesize-speech';

const skip = skipOnSecondDatabasePass() || skipUnlessInstalled([ffmpegBinary(), ffprobeBinary()], 'ffmpeg');
const script = {
  voice: 'en-us',
  wordsPerMinute: 160,
  text: `The first line is short.
The second line is a good deal longer than the first, so it takes longer to say.

Third.`,
};

describe('synthesizing a demo script', { skip }, () => {
  let dir = '';
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'speech-'));
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('splits a script into its non-empty, trimmed lines', () => {
    assert.deepEqual(scriptLines(' One. \n\nTwo.\n  \nThree.'), ['One.', 'Two.', 'Three.']);
  });

  it('speaks each line on its own and returns when each is heard, 450 ms apart, adding up to the file', { skip: skipUnlessInstalled([{ bin: espeakBinary(), versionFlag: '--version' }], 'espeak-ng') }, async () => {
    const wav = join(dir, 'speech.wav');
    const lines = await synthesizeSpeech(script, wav, 'espeak-ng');
    assert.deepEqual(lines.map((l) => l.text), scriptLines(script.text));
    assert.equal(lines[0]!.start, 0);
    for (let i = 1; i < lines.length; i++) assert.ok(Math.abs(lines[i]!.start - lines[i - 1]!.end - 0.45) < 0.001, `pause before line ${i + 1}`);
    assert.ok(lines[1]!.end - lines[1]!.start > 2 * (lines[0]!.end - lines[0]!.start), 'the long line takes longer');
    const seconds = (await probe(wav)).durationSeconds;
    assert.ok(Math.abs(lines[lines.length - 1]!.end - seconds) < 0.01, `${lines[lines.length - 1]!.end} vs ${seconds}`);
    // The pauses really are silent: the measured times are where the speech is.
    const peaks = await computeWaveformPeaks(wav, { points: Math.round(seconds * 100) });
    for (let i = 1; i < lines.length; i++) {
      const middle = Math.round(((lines[i - 1]!.end + lines[i]!.start) / 2) * 100);
      assert.ok(Math.max(...peaks.slice(middle - 10, middle + 10)) < 0.02, `silence between lines ${i} and ${i + 1}`);
    }
  });

  it('without espeak-ng, makes a tone programme at least 30 s long and times the lines by their words', async () => {
    const wav = join(dir, 'tone.wav');
    const lines = await synthesizeSpeech(script, wav, 'tone');
    const seconds = (await probe(wav)).durationSeconds;
    assert.ok(Math.abs(seconds - 30) < 0.1, `${seconds} s`);
    assert.deepEqual(
      lines.map((l) => [l.text, Number(l.start.toFixed(3)), Number(l.end.toFixed(3))]),
      [
        ['The first line is short.', 0, 6.522],
        ['The second line is a good deal longer than the first, so it takes longer to say.', 6.522, 28.696],
        ['Third.', 28.696, 30],
      ],
    );
  });
});
