import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { LocalDiskStorage } from '../../../storage/local-disk-storage';
import { MAX_WAVEFORM_FILE_BYTES, MAX_WAVEFORM_PEAKS, parseWaveformPeaks, readWaveformFile } from './waveform-file';

describe('parseWaveformPeaks', () => {
  it('accepts a JSON array of peaks from 0 to 1', () => {
    assert.deepEqual(parseWaveformPeaks('[0, 0.125, 1]'), { ok: true, peaks: [0, 0.125, 1] });
    assert.deepEqual(parseWaveformPeaks(' [0.5]\n'), { ok: true, peaks: [0.5] });
  });

  it('refuses text that is not a usable array of peaks, saying why', () => {
    const cases: [string, RegExp][] = [
      ['', /not JSON/],
      ['[0.1, 0.2,', /not JSON/],
      ['{"waveform": [0.1]}', /not an array/],
      ['"0.5"', /not an array/],
      ['[]', /no peaks/],
      ['[0.5, 1.2]', /peak 1 is 1.2/],
      ['[0.5, -0.01]', /peak 1 is -0.01/],
      ['[0.5, "0.7"]', /peak 1 is "0.7"/],
      ['[0.5, null]', /peak 1 is null/],
      ['[[0.5]]', /peak 0 is \[0.5\]/],
      ['[1e400]', /peak 0 is null/],
      [JSON.stringify(Array.from({ length: MAX_WAVEFORM_PEAKS + 1 }, () => 0.5)), /more than/],
    ];
    for (const [text, reason] of cases) {
      const result = parseWaveformPeaks(text);
      assert.equal(result.ok, false, text.slice(0, 40));
      assert.match((result as { reason: string }).reason, reason, text.slice(0, 40));
    }
  });
});

describe('readWaveformFile', () => {
  let root: string;
  let storage: LocalDiskStorage;
  before(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'waveform-file-'));
    storage = new LocalDiskStorage(root);
    await mkdir(path.join(root, 'w'));
  });
  after(() => rm(root, { recursive: true, force: true }));

  it('reads the peaks of a good file', async () => {
    await writeFile(path.join(root, 'w', 'good.json'), '[0.1,0.9]');
    assert.deepEqual(await readWaveformFile(storage, 'w/good.json'), { ok: true, peaks: [0.1, 0.9] });
  });

  it('never throws for missing, empty, oversized, unreadable or badly named files', async () => {
    await writeFile(path.join(root, 'w', 'empty.json'), '');
    await writeFile(path.join(root, 'w', 'big.json'), Buffer.alloc(MAX_WAVEFORM_FILE_BYTES + 1, 0x20));
    await mkdir(path.join(root, 'w', 'folder.json'));
    const cases: [string, RegExp][] = [
      ['w/missing.json', /missing/],
      ['w/empty.json', /empty/],
      ['w/big.json', /too big/],
      ['w/folder.json', /missing/],
      ['../outside.json', /invalid storage key/],
    ];
    for (const [key, reason] of cases) {
      const result = await readWaveformFile(storage, key);
      assert.equal(result.ok, false, key);
      assert.match((result as { reason: string }).reason, reason, key);
    }
  });
});
