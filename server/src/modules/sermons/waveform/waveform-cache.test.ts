import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { WaveformCache } from './waveform-cache';

const wave = (peak: number) => ({ waveform: [peak], isDefault: false });

describe('WaveformCache', () => {
  it('answers an entry while it is younger than the asked age and read from the same file', () => {
    let now = 0;
    const cache = new WaveformCache(10, () => now);
    cache.set('1', 'a.json', wave(0.1));
    now = 5_000;
    assert.deepEqual(cache.get('1', 'a.json', 5), wave(0.1));
    assert.equal(cache.get('1', 'a.json', 4), undefined, 'older than asked');
    assert.equal(cache.get('1', 'b.json', 60), undefined, 'recomputed into another file');
    assert.equal(cache.get('1', null, 60), undefined, 'the file row is gone');
    assert.equal(cache.get('2', 'a.json', 60), undefined);
  });

  it('keeps at most maxEntries, dropping the least recently used', () => {
    const cache = new WaveformCache(2);
    cache.set('1', null, wave(0.1));
    cache.set('2', null, wave(0.2));
    assert.ok(cache.get('1', null, 60), 'a hit makes 1 the most recent');
    cache.set('3', null, wave(0.3));
    assert.equal(cache.size, 2);
    assert.equal(cache.get('2', null, 60), undefined);
    assert.ok(cache.get('1', null, 60));
    assert.ok(cache.get('3', null, 60));
  });
});
