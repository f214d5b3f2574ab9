import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseRange } from './byte-range';

describe('parseRange', () => {
  it('reads bounded, open-ended and suffix ranges', () => {
    assert.deepEqual(parseRange('bytes=0-99', 1000), { kind: 'partial', range: { start: 0, end: 99 } });
    assert.deepEqual(parseRange('bytes=900-', 1000), { kind: 'partial', range: { start: 900, end: 999 } });
    assert.deepEqual(parseRange('bytes=-100', 1000), { kind: 'partial', range: { start: 900, end: 999 } });
    assert.deepEqual(parseRange('bytes=990-2000', 1000), { kind: 'partial', range: { start: 990, end: 999 } });
  });

  it('serves the whole file without a Range or for several ranges', () => {
    assert.deepEqual(parseRange(undefined, 10), { kind: 'full' });
    assert.deepEqual(parseRange('bytes=0-1,5-6', 10), { kind: 'full' });
  });

  it('calls malformed or out-of-file ranges unsatisfiable', () => {
    for (const header of ['bytes=1000-', 'bytes=5-2', 'items=0-1', 'bytes=abc', 'bytes=-0']) {
      assert.deepEqual(parseRange(header, 1000), { kind: 'unsatisfiable' }, header);
    }
  });
});
