import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  MAX_CUE_CHARS,
  cuesFromLines,
  formatSrt,
  formatTranscript,
  formatVtt,
  proportionalLines,
  readCueTimes,
  srtTime,
  vttTime,
} from './caption-cues';

const LONG =
  'Yea, though I walk through the valley of the shadow of death, I will fear no evil: for thou art with me; thy rod and thy staff they comfort me.';

describe('demo caption cues', () => {
  it('keeps a short line as one cue with its measured times', () => {
    const cues = cuesFromLines([{ text: 'The Lord is my shepherd; I shall not want.', start: 5.7512, end: 8.6714 }]);
    assert.deepEqual(cues, [{ start: 5.751, end: 8.671, text: 'The Lord is my shepherd; I shall not want.' }]);
  });

  it('splits a long line at punctuation into cues of at most two rows and 84 characters, sharing its time', () => {
    const cues = cuesFromLines([{ text: LONG, start: 10, end: 20 }]);
    assert.ok(cues.length >= 2);
    for (const cue of cues) {
      const rows = cue.text.split('\n');
      assert.ok(rows.length <= 2, cue.text);
      assert.ok(cue.text.replace('\n', ' ').length <= MAX_CUE_CHARS, cue.text);
      assert.ok(rows.every((row) => row.length <= 48), cue.text);
    }
    assert.equal(cues.map((c) => c.text.replace('\n', ' ')).join(' '), LONG);
    assert.equal(cues[0]!.start, 10);
    assert.equal(cues[cues.length - 1]!.end, 20);
    for (let i = 1; i < cues.length; i++) assert.equal(cues[i]!.start, cues[i - 1]!.end, 'no gap or overlap inside a line');
    // Each cue ends on a clause, not mid-phrase.
    for (const cue of cues.slice(0, -1)) assert.match(cue.text, /[,;:.]$/);
  });

  it('gives longer chunks of a line more of its time', () => {
    const [first, second] = cuesFromLines([
      { text: 'A short clause, and then a much longer clause that goes on and on for quite a few more words than the first one did.', start: 0, end: 10 },
    ]);
    assert.ok(first && second);
    assert.ok(first.end - first.start < second.end - second.start);
  });

  it('times unmeasured lines (the tone fallback) in proportion to their words', () => {
    const lines = proportionalLines(['one two three', 'four', 'five six seven eight nine ten'], 1, 11);
    assert.deepEqual(
      lines.map((l) => [l.start, l.end]),
      [
        [1, 4],
        [4, 5],
        [5, 11],
      ],
    );
  });

  it('writes WebVTT with a header, numbered cues and hh:mm:ss.mmm times, escaping markup', () => {
    const vtt = formatVtt([
      { start: 0.7, end: 5.301, text: 'Our text this morning\nis Psalm 23.' },
      { start: 3725.5, end: 3726, text: 'Fish & <chips>' },
    ]);
    assert.equal(
      vtt,
      'WEBVTT\n\n1\n00:00:00.700 --> 00:00:05.301\nOur text this morning\nis Psalm 23.\n\n2\n01:02:05.500 --> 01:02:06.000\nFish &amp; &lt;chips&gt;\n',
    );
  });

  it('writes SRT with indexes and hh:mm:ss,mmm times', () => {
    const srt = formatSrt([
      { start: 0.7, end: 5.301, text: 'Our text' },
      { start: 6, end: 7.25, text: 'is Psalm 23.' },
    ]);
    assert.equal(srt, '1\n00:00:00,700 --> 00:00:05,301\nOur text\n\n2\n00:00:06,000 --> 00:00:07,250\nis Psalm 23.\n');
  });

  it('formats times with rounding to the millisecond and never below zero', () => {
    assert.equal(vttTime(59.9996), '00:01:00.000');
    assert.equal(srtTime(7322.0454), '02:02:02,045');
    assert.equal(vttTime(-0.2), '00:00:00.000');
  });

  it('reads back the cue times it wrote, in both formats', () => {
    const cues = cuesFromLines([
      { text: 'First line.', start: 0.7, end: 2.5 },
      { text: LONG, start: 2.95, end: 11.4 },
    ]);
    const expected = cues.map(({ start, end }) => ({ start, end }));
    assert.deepEqual(readCueTimes(formatVtt(cues)), expected);
    assert.deepEqual(readCueTimes(formatSrt(cues)), expected);
  });

  it('rejects a malformed timing line when checking a file', () => {
    assert.throws(() => readCueTimes('WEBVTT\n\n1\n00:00:xx.000 --> 00:00:01.000\nHello\n'), /malformed cue timing/);
  });

  it('writes the transcript as one paragraph per script line', () => {
    assert.equal(formatTranscript(['One.', 'Two.']), 'One.\n\nTwo.\n');
  });
});
