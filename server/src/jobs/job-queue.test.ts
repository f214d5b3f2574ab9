import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { loadCatalogue } from '../db/seed/load-catalogue';
import { buildFixture } from '../testing/fixture-catalogue';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import {
  cancelJobs,
  claimJob,
  completeJob,
  enqueueJob,
  failJob,
  startJobWorker,
  type JobRow,
} from './job-queue';
import { PermanentJobError, type JobHandler, type RunningJob } from './job-types';

async function jobRow(db: Db, id: number): Promise<JobRow> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  assert.ok(row, `job ${id} exists`);
  return row;
}

/** Waits until the condition holds (the worker runs on timers), failing after a few seconds. */
async function until(condition: () => Promise<boolean> | boolean, what: string, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('job queue', () => {
  let testDb: TestDatabase;
  let db: Db;
  let sermonId: string;
  let otherSermonId: string;

  before(async () => {
    testDb = await openTestDatabase();
    db = testDb.database.db;
    const fixture = buildFixture();
    await loadCatalogue(db, fixture.catalogue, fixture.media, () => {}, fixture.now);
    sermonId = fixture.ids.romans;
    otherSermonId = fixture.ids.psalm;
  });
  after(() => testDb.close());
  // each test gets an empty queue, so a claim can only find the jobs that test made
  beforeEach(async () => {
    await db.delete(jobs);
  });

  it('enqueues a job that a claim then takes with a lease and counts as an attempt', async () => {
    const id = await enqueueJob(db, { queue: 'q-a', payload: { n: 1 }, sermonId }, 1_000);
    const queued = await jobRow(db, id);
    assert.equal(queued.state, 'queued');
    assert.equal(queued.maxAttempts, 3);
    assert.deepEqual(queued.payload, { n: 1 });

    assert.equal(await claimJob(db, { queues: ['other-queue'], now: 2_000 }), null, 'other queues are not taken');
    const claimed = await claimJob(db, { queues: ['q-a'], now: 2_000, leaseMs: 10_000 });
    assert.equal(claimed?.id, id);
    assert.equal(claimed?.state, 'active');
    assert.equal(claimed?.attempts, 1);
    assert.equal(claimed?.lockedUntil, 12_000);
    assert.equal(await claimJob(db, { queues: ['q-a'], now: 3_000 }), null, 'a leased job is not taken twice');
  });

  it('does not take a job before its runAfter', async () => {
    await enqueueJob(db, { queue: 'q-b', payload: {}, runAfter: 50_000 }, 1_000);
    assert.equal(await claimJob(db, { queues: ['q-b'], now: 49_999 }), null);
    assert.ok(await claimJob(db, { queues: ['q-b'], now: 50_000 }));
  });

  it("retakes a crashed worker's job once its lease lapses, and the old worker can no longer finish it", async () => {
    const id = await enqueueJob(db, { queue: 'q-c', payload: {} }, 1_000);
    const first = await claimJob(db, { queues: ['q-c'], now: 1_000, leaseMs: 5_000 });
    assert.equal(first?.id, id);
    // the first worker "dies": no renewal, no completion
    assert.equal(await claimJob(db, { queues: ['q-c'], now: 5_999, leaseMs: 5_000 }), null, 'lease still held');
    const second = await claimJob(db, { queues: ['q-c'], now: 6_001, leaseMs: 5_000 });
    assert.equal(second?.id, id);
    assert.equal(second?.attempts, 2);
    assert.equal(await completeJob(db, first!, 7_000), false, 'the stale attempt is fenced off');
    assert.equal((await jobRow(db, id)).state, 'active');
    assert.equal(await completeJob(db, second!, 7_000), true);
    assert.equal((await jobRow(db, id)).state, 'done');
  });

  it('fails a job whose lease lapsed on its last attempt instead of taking it again', async () => {
    const id = await enqueueJob(db, { queue: 'q-d', payload: {}, maxAttempts: 1 }, 1_000);
    await claimJob(db, { queues: ['q-d'], now: 1_000, leaseMs: 1_000 });
    assert.equal(await claimJob(db, { queues: ['q-d'], now: 3_000 }), null);
    const row = await jobRow(db, id);
    assert.equal(row.state, 'failed');
    assert.match(row.lastError ?? '', /lease expired/);
  });

  it('retries with exponential backoff, then records the failure', async () => {
    const id = await enqueueJob(db, { queue: 'q-e', payload: {}, maxAttempts: 3 }, 0);
    let row = await claimJob(db, { queues: ['q-e'], now: 0 });
    assert.equal(await failJob(db, row!, new Error('disk full'), { now: 100, backoffBaseMs: 5_000 }), 'retry');
    let stored = await jobRow(db, id);
    assert.equal(stored.state, 'queued');
    assert.equal(stored.runAfter, 5_100, 'first retry after 5 s');
    assert.equal(stored.lastError, 'disk full');

    row = await claimJob(db, { queues: ['q-e'], now: 5_100 });
    assert.equal(row?.attempts, 2);
    assert.equal(await failJob(db, row!, new Error('disk still full'), { now: 6_000, backoffBaseMs: 5_000 }), 'retry');
    assert.equal((await jobRow(db, id)).runAfter, 16_000, 'second retry after 10 s');

    row = await claimJob(db, { queues: ['q-e'], now: 16_000 });
    assert.equal(await failJob(db, row!, new Error('gave up'), { now: 17_000 }), 'failed');
    stored = await jobRow(db, id);
    assert.equal(stored.state, 'failed');
    assert.equal(stored.attempts, 3);
    assert.equal(stored.lastError, 'gave up');
    assert.equal(stored.finishedAt, 17_000);
  });

  it('fails at once on a PermanentJobError', async () => {
    const id = await enqueueJob(db, { queue: 'q-f', payload: {}, maxAttempts: 5 }, 0);
    const row = await claimJob(db, { queues: ['q-f'], now: 0 });
    assert.equal(await failJob(db, row!, new PermanentJobError('not a media file'), { now: 1 }), 'failed');
    assert.equal((await jobRow(db, id)).state, 'failed');
    assert.equal((await jobRow(db, id)).attempts, 1);
  });

  it("cancels only that sermon's unfinished jobs of the given queues", async () => {
    const a = await enqueueJob(db, { queue: 'encode', payload: {}, sermonId });
    const b = await enqueueJob(db, { queue: 'waveform', payload: {}, sermonId });
    const c = await enqueueJob(db, { queue: 'encode', payload: {}, sermonId: otherSermonId });
    const d = await enqueueJob(db, { queue: 'encode', payload: {}, sermonId });
    await db.update(jobs).set({ state: 'done' }).where(eq(jobs.id, d));
    const cancelled = await cancelJobs(db, { sermonId, queues: ['encode'] });
    assert.deepEqual(cancelled, [a]);
    assert.equal((await jobRow(db, a)).state, 'cancelled');
    assert.equal((await jobRow(db, b)).state, 'queued');
    assert.equal((await jobRow(db, c)).state, 'queued');
    assert.equal((await jobRow(db, d)).state, 'done');
    assert.deepEqual(await cancelJobs(db, { sermonId }), [b]);
  });

  describe('worker', () => {
    it('runs handlers, records progress and marks jobs done', async () => {
      const seen: RunningJob[] = [];
      let progressSeen = 0;
      const handler: JobHandler = async (job) => {
        seen.push(job);
        await job.progress(0.5);
        progressSeen = (await jobRow(db, job.id)).progress;
      };
      const worker = startJobWorker({ db, handlers: { work: handler }, pollMs: 50 });
      try {
        const id = await enqueueJob(db, { queue: 'work', payload: { file: 'x' }, sermonId });
        await until(async () => (await jobRow(db, id)).state === 'done', 'the job to finish');
        assert.equal(seen.length, 1);
        assert.deepEqual(seen[0]!.payload, { file: 'x' });
        assert.equal(seen[0]!.sermonId, sermonId);
        assert.equal(seen[0]!.attempt, 1);
        assert.equal(progressSeen, 0.5);
        const row = await jobRow(db, id);
        assert.equal(row.progress, 1);
        assert.ok(row.finishedAt);
      } finally {
        await worker.stop();
      }
    });

    it('retries a failing handler after the backoff and keeps the last error when it gives up', async () => {
      let calls = 0;
      const worker = startJobWorker({
        db,
        handlers: {
          flaky: async () => {
            calls += 1;
            throw new Error(`failure ${calls}`);
          },
        },
        pollMs: 20,
        backoffBaseMs: 50,
      });
      try {
        const id = await enqueueJob(db, { queue: 'flaky', payload: {}, maxAttempts: 3 });
        await until(async () => (await jobRow(db, id)).state === 'failed', 'the job to fail');
        const row = await jobRow(db, id);
        assert.equal(calls, 3);
        assert.equal(row.attempts, 3);
        assert.equal(row.lastError, 'failure 3');
      } finally {
        await worker.stop();
      }
    });

    it('runs no more jobs at once than its concurrency', async () => {
      let active = 0;
      let peak = 0;
      const handler: JobHandler = async () => {
        active += 1;
        peak = Math.max(peak, active);
        await new Promise((resolve) => setTimeout(resolve, 60));
        active -= 1;
      };
      const worker = startJobWorker({ db, handlers: { batch: handler }, pollMs: 20, concurrency: 2 });
      try {
        const ids = await Promise.all([1, 2, 3, 4, 5].map(() => enqueueJob(db, { queue: 'batch', payload: {} })));
        await until(async () => {
          const rows = await db.select().from(jobs);
          return ids.every((id) => rows.find((row) => row.id === id)?.state === 'done');
        }, 'all five jobs');
        assert.equal(peak, 2);
      } finally {
        await worker.stop();
      }
    });

    it("aborts a running job's signal when the job is cancelled, and leaves it cancelled", async () => {
      let started = false;
      let abortedWith: unknown;
      const worker = startJobWorker({
        db,
        pollMs: 20,
        handlers: {
          long: (job) =>
            new Promise<void>((_resolve, reject) => {
              started = true;
              job.signal.addEventListener('abort', () => {
                abortedWith = job.signal.reason;
                reject(new Error('aborted'));
              });
            }),
        },
      });
      try {
        const id = await enqueueJob(db, { queue: 'long', payload: {}, sermonId });
        await until(() => started, 'the job to start');
        await cancelJobs(db, { sermonId });
        await until(() => abortedWith !== undefined, 'the abort');
        await new Promise((resolve) => setTimeout(resolve, 50));
        const row = await jobRow(db, id);
        assert.equal(row.state, 'cancelled');
        assert.equal(row.lastError, null);
      } finally {
        await worker.stop();
      }
    });

    it('stops gracefully: aborts running jobs and puts them back, and a new worker finishes them', async () => {
      let firstRunAborted = false;
      const attempts: number[] = [];
      const id = await enqueueJob(db, { queue: 'encode-like', payload: {} });
      const first = startJobWorker({
        db,
        pollMs: 20,
        handlers: {
          'encode-like': (job) =>
            new Promise<void>((_resolve, reject) => {
              attempts.push(job.attempt);
              job.signal.addEventListener('abort', () => {
                firstRunAborted = true;
                reject(job.signal.reason);
              });
            }),
        },
      });
      await until(async () => (await jobRow(db, id)).state === 'active', 'the job to start');
      await first.stop();
      assert.ok(firstRunAborted);
      let row = await jobRow(db, id);
      assert.equal(row.state, 'queued');
      assert.equal(row.attempts, 0, 'an attempt interrupted by a shutdown does not count');

      const second = startJobWorker({ db, pollMs: 20, handlers: { 'encode-like': async (job) => void attempts.push(job.attempt) } });
      try {
        await until(async () => (await jobRow(db, id)).state === 'done', 'the second worker to finish it');
        row = await jobRow(db, id);
        assert.equal(row.attempts, 1);
        assert.deepEqual(attempts, [1, 1]);
      } finally {
        await second.stop();
      }
    });

    it("takes over a dead worker's job when the lease lapses (clock moved on)", async () => {
      const id = await enqueueJob(db, { queue: 'orphan', payload: {} });
      // a worker in another process claimed it and died
      await claimJob(db, { queues: ['orphan'], leaseMs: 60_000 });
      let clock = Date.now();
      const ran: number[] = [];
      const worker = startJobWorker({
        db,
        pollMs: 20,
        now: () => clock,
        handlers: { orphan: async (job) => void ran.push(job.attempt) },
      });
      try {
        await new Promise((resolve) => setTimeout(resolve, 120));
        assert.deepEqual(ran, [], 'not while the lease holds');
        clock += 61_000;
        await until(async () => (await jobRow(db, id)).state === 'done', 'the takeover');
        assert.deepEqual(ran, [2]);
      } finally {
        await worker.stop();
      }
    });

    it('with reclaimOnStart takes up a job a killed server left active at once, without waiting for the lease', async () => {
      const id = await enqueueJob(db, { queue: 'killed', payload: {} });
      await claimJob(db, { queues: ['killed'], leaseMs: 10 * 60_000 });
      const ran: number[] = [];
      const worker = startJobWorker({ db, pollMs: 20, reclaimOnStart: true, handlers: { killed: async (job) => void ran.push(job.attempt) } });
      try {
        await until(async () => (await jobRow(db, id)).state === 'done', 'the reclaimed job', 3000);
        assert.deepEqual(ran, [2]);
      } finally {
        await worker.stop();
      }
    });

    it('renews the lease while a long job runs, so no other worker takes it', async () => {
      const id = await enqueueJob(db, { queue: 'slow', payload: {} });
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let runs = 0;
      const handler: JobHandler = async () => {
        runs += 1;
        await gate;
      };
      const a = startJobWorker({ db, pollMs: 20, leaseMs: 150, handlers: { slow: handler } });
      const b = startJobWorker({ db, pollMs: 20, leaseMs: 150, handlers: { slow: handler } });
      try {
        await until(async () => (await jobRow(db, id)).state === 'active', 'start');
        await new Promise((resolve) => setTimeout(resolve, 600));
        assert.equal(runs, 1, 'four lease lengths later the job still has one runner');
        release();
        await until(async () => (await jobRow(db, id)).state === 'done', 'finish');
        assert.equal((await jobRow(db, id)).attempts, 1);
      } finally {
        await a.stop();
        await b.stop();
      }
    });
  });
});
