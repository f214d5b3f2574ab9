import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DEFAULT_WAVEFORM_LENGTH, DEFAULT_WAVEFORM_PEAK } from '@sermon/shared-contracts/constants/waveform';
import { LocalDiskStorage } from '../../../storage/local-disk-storage';
import type { Storage } from '../../../storage/storage';
import { MAX_WAVEFORM_CACHE_TTL_SECONDS, SermonWaveforms } from './sermon-waveforms';

function recordingLog() {
  const warnings: Array<{ details: Record<string, unknown>; message: string }> = [];
  return { warnings, warn: (details: Record<string, unknown>, message: string) => warnings.push({ details, message }) };
}

/** Counts the reads that reach the storage. */
function countingStorage(inner: Storage): Storage & { reads: number } {
  const counting = {
    reads: 0,
    put: inner.put.bind(inner),
    stat: inner.stat.bind(inner),
    delete: inner.delete.bind(inner),
    putFile: inner.putFile.bind(inner),
    withLocalFile: inner.withLocalFile.bind(inner),
    get(key: string, range?: { start: number; end: number }) {
      counting.reads++;
      return inner.get(key, range);
    },
  };
  return counting;
}

describe('SermonWaveforms', () => {
  let root: string;
  let storage: ReturnType<typeof countingStorage>;
  before(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'sermon-waveforms-'));
    storage = countingStorage(new LocalDiskStorage(root));
  });
  after(() => rm(root, { recursive: true, force: true }));

  it('answers the flat default for a sermon without peaks, without a warning', async () => {
    const log = recordingLog();
    const answer = await new SermonWaveforms(storage).waveformOf('1', null, 600, log);
    assert.equal(answer.isDefault, true);
    assert.equal(answer.waveform.length, DEFAULT_WAVEFORM_LENGTH);
    assert.ok(answer.waveform.every((peak) => peak === DEFAULT_WAVEFORM_PEAK));
    assert.equal(log.warnings.length, 0);
  });

  it('answers the flat default for a corrupt file and logs a warning naming the sermon, file and reason', async () => {
    await writeFile(path.join(root, 'corrupt.json'), '[0.1,');
    const log = recordingLog();
    const answer = await new SermonWaveforms(storage).waveformOf('7', 'corrupt.json', 600, log);
    assert.equal(answer.isDefault, true);
    assert.equal(log.warnings.length, 1);
    assert.deepEqual(log.warnings[0]!.details, { sermonID: '7', storageKey: 'corrupt.json', reason: 'not JSON' });
  });

  it('reads a file once while the cache holds it, again with cacheTTL 0, and shares one read between parallel callers', async () => {
    await writeFile(path.join(root, 'peaks.json'), '[0.2,0.4]');
    const waveforms = new SermonWaveforms(storage);
    const log = recordingLog();
    const before = storage.reads;
    const parallel = await Promise.all(Array.from({ length: 5 }, () => waveforms.waveformOf('9', 'peaks.json', 600, log)));
    assert.ok(parallel.every((answer) => answer.waveform.join() === '0.2,0.4'));
    assert.equal(storage.reads - before, 1, 'one read for five cold callers');
    await waveforms.waveformOf('9', 'peaks.json', 600, log);
    assert.equal(storage.reads - before, 1, 'a cached answer reads nothing');

    await writeFile(path.join(root, 'peaks.json'), '[0.3]');
    assert.deepEqual((await waveforms.waveformOf('9', 'peaks.json', 600, log)).waveform, [0.2, 0.4], 'still cached');
    assert.deepEqual((await waveforms.waveformOf('9', 'peaks.json', 0, log)).waveform, [0.3], 'cacheTTL 0 reads the file');
    assert.deepEqual((await waveforms.waveformOf('9', 'peaks.json', 600, log)).waveform, [0.3], 'and refreshes the cache');
    assert.equal(storage.reads - before, 2);
  });

  it('honours a huge cacheTTL only up to its ceiling', async () => {
    let now = 0;
    await writeFile(path.join(root, 'old.json'), '[0.5]');
    const waveforms = new SermonWaveforms(storage, { now: () => now });
    const log = recordingLog();
    await waveforms.waveformOf('3', 'old.json', 600, log);
    await writeFile(path.join(root, 'old.json'), '[0.6]');
    now = (MAX_WAVEFORM_CACHE_TTL_SECONDS + 1) * 1000;
    assert.deepEqual((await waveforms.waveformOf('3', 'old.json', Number.MAX_VALUE, log)).waveform, [0.6]);
  });
});
