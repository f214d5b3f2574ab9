import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { RateLimitedError, RateLimiter, type RateRule } from './rate-limiter';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const MINUTE = 60_000;
const rule: RateRule = { name: 'test', limit: 3, windowMs: 15 * MINUTE };

function fakeClock(start = 1_700_000_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

async function refused(promise: Promise<unknown>): Promise<RateLimitedError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof RateLimitedError) return error;
    throw error;
  }
  assert.fail('expected a 429');
}

describe('RateLimiter', () => {
  it('allows `limit` attempts in the window, then 429 with the seconds until a slot frees', async () => {
    const clock = fakeClock();
    const limiter = new RateLimiter(t.database.db, clock.now);
    await limiter.take(rule, 'alpha');
    clock.advance(5 * MINUTE);
    await limiter.take(rule, 'alpha');
    await limiter.take(rule, 'alpha');
    const error = await refused(limiter.take(rule, 'alpha'));
    assert.equal(error.statusCode, 429);
    assert.equal(error.retryAfterSeconds, 10 * 60, 'the oldest attempt leaves the window in 10 minutes');
    assert.equal(error.message, 'Too many attempts. Please try again in 10 minutes.');
    // other keys are separate buckets
    await limiter.take(rule, 'beta');
  });

  it('slides: once the oldest attempt is older than the window, one more is allowed', async () => {
    const clock = fakeClock();
    const limiter = new RateLimiter(t.database.db, clock.now);
    await limiter.take(rule, 'sliding');
    clock.advance(5 * MINUTE);
    await limiter.take(rule, 'sliding');
    clock.advance(5 * MINUTE);
    await limiter.take(rule, 'sliding');
    await refused(limiter.take(rule, 'sliding'));
    clock.advance(5 * MINUTE + 1);
    await limiter.take(rule, 'sliding');
    await refused(limiter.take(rule, 'sliding'));
  });

  it('refused attempts do not extend the lockout', async () => {
    const clock = fakeClock();
    const limiter = new RateLimiter(t.database.db, clock.now);
    for (let i = 0; i < 3; i++) await limiter.take(rule, 'hammered');
    for (let i = 0; i < 20; i++) {
      clock.advance(MINUTE / 2);
      await refused(limiter.take(rule, 'hammered'));
    }
    clock.advance(5 * MINUTE + 1);
    await limiter.take(rule, 'hammered');
  });

  it('holds under concurrency: of 25 parallel attempts at most `limit` pass, and the window stays bounded', async () => {
    const limiter = new RateLimiter(t.database.db);
    for (let round = 0; round < 3; round++) {
      const results = await Promise.allSettled(Array.from({ length: 25 }, () => limiter.take(rule, 'parallel')));
      assert.ok(results.filter((result) => result.status === 'fulfilled').length <= 3);
      assert.ok(results.every((result) => result.status === 'fulfilled' || result.reason instanceof RateLimitedError));
    }
    const kept = await t.database.pool.query(`SELECT count(*)::int AS n FROM auth_attempts WHERE bucket = 'test:parallel'`);
    assert.ok(kept.rows[0].n <= 3, `${kept.rows[0].n} attempts passed in all`);
  });

  it('check refuses a full bucket without taking a slot; clear empties it', async () => {
    const limiter = new RateLimiter(t.database.db);
    await limiter.check(rule, 'cleared');
    await limiter.check(rule, 'cleared');
    for (let i = 0; i < 3; i++) await limiter.take(rule, 'cleared');
    await refused(limiter.check(rule, 'cleared'));
    await refused(limiter.take(rule, 'cleared'));
    await limiter.clear(rule, 'cleared');
    await limiter.take(rule, 'cleared');
  });

  it('keys are compared without case (an e-mail typed in capitals is the same account)', async () => {
    const limiter = new RateLimiter(t.database.db);
    for (const key of ['Case@Example.org', 'case@example.org', 'CASE@EXAMPLE.ORG']) await limiter.take(rule, key);
    await refused(limiter.take(rule, 'case@example.ORG'));
  });

  it('keeps a long key as its hash, so a pasted paragraph cannot bloat the table', async () => {
    const long = 'X'.repeat(50_000);
    assert.equal(RateLimiter.bucket(rule, long), RateLimiter.bucket(rule, long.toLowerCase()));
    assert.ok(RateLimiter.bucket(rule, long).length < 100);
    const limiter = new RateLimiter(t.database.db);
    for (let i = 0; i < 3; i++) await limiter.take(rule, long);
    await refused(limiter.take(rule, long));
  });

  it('prune deletes attempts older than the longest window (one hour) only', async () => {
    const clock = fakeClock(1_800_000_000_000);
    const limiter = new RateLimiter(t.database.db, clock.now);
    await limiter.take(rule, 'old');
    clock.advance(61 * MINUTE);
    await limiter.take(rule, 'recent');
    const pruned = await limiter.prune();
    assert.ok(pruned >= 1);
    const left = await t.database.pool.query(`SELECT bucket FROM auth_attempts WHERE bucket IN ('test:old', 'test:recent')`);
    assert.deepEqual(left.rows.map((row) => row.bucket), ['test:recent']);
  });
});
