import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseScriptureReferences, scriptureOrder } from './scripture-references';

describe('parseScriptureReferences', () => {
  it('reads verse ranges, chapter-spanning ranges and a book carried over to the next part', () => {
    assert.deepEqual(parseScriptureReferences('Mark 2:3; Luke 3:1-4:2; 5:7'), [
      { book: 'Mark', startPos: 2003, endPos: 2003 },
      { book: 'Luke', startPos: 3001, endPos: 4002 },
      { book: 'Luke', startPos: 5007, endPos: 5007 },
    ]);
  });

  it('reads whole chapters, chapter ranges and numbered books', () => {
    assert.deepEqual(parseScriptureReferences('Psalm 23'), [{ book: 'Ps', startPos: 23000, endPos: 23999 }]);
    assert.deepEqual(parseScriptureReferences('Romans 1-3'), [{ book: 'Rom', startPos: 1000, endPos: 3999 }]);
    assert.deepEqual(parseScriptureReferences('1 Corinthians 13:4-13'), [{ book: '1Cor', startPos: 13004, endPos: 13013 }]);
  });

  it('skips what it cannot read', () => {
    assert.deepEqual(parseScriptureReferences('Römer 8'), []);
    assert.deepEqual(parseScriptureReferences(null), []);
    assert.deepEqual(parseScriptureReferences('Selected verses'), []);
  });

  it('orders Genesis before Revelation', () => {
    const gen = scriptureOrder(parseScriptureReferences('Genesis 1:1'))!;
    const rev = scriptureOrder(parseScriptureReferences('Revelation 22:21'))!;
    assert.ok(gen < rev);
  });
});
