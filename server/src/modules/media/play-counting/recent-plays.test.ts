import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RecentPlays } from './recent-plays';

const MINUTE = 60_000;

describe('RecentPlays', () => {
  it('lets a key count once per window', () => {
    let now = 0;
    const recent = new RecentPlays(30 * MINUTE, 100, () => now);
    assert.equal(recent.claim('a'), true);
    now = 30 * MINUTE - 1;
    assert.equal(recent.claim('a'), false);
    assert.equal(recent.claim('b'), true, 'another key counts');
    now = 30 * MINUTE;
    assert.equal(recent.claim('a'), true, 'the window is over');
    assert.equal(recent.claim('a'), false);
  });

  it('forgets expired keys as it goes and never holds more than its bound', () => {
    let now = 0;
    const recent = new RecentPlays(MINUTE, 3, () => now);
    for (const key of ['a', 'b', 'c']) recent.claim(key);
    now = 2 * MINUTE;
    recent.claim('d');
    assert.equal(recent.size, 1, 'a, b and c expired');
    for (let i = 0; i < 1000; i++) recent.claim(`flood-${i}`);
    assert.equal(recent.size, 3);
    assert.equal(recent.claim('flood-999'), false, 'the newest stay');
    assert.equal(recent.claim('flood-0'), true, 'the oldest went first');
  });
});
