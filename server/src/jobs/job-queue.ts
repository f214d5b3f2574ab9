// The durable job queue on the `jobs` table. A worker claims a job by leasing it (locked_until) with
// FOR UPDATE SKIP LOCKED, so several workers (or processes on one PostgreSQL) never take the same job; the lease is
// renewed while the handler reports progress and on a timer, and a crashed worker's job is taken again once its
// lease lapses. Failures are retried with exponential backoff up to maxAttempts, then kept as failed with the error.
//
// The attempt number doubles as a fencing token: every write a worker makes about its job says
// `WHERE state = 'active' AND attempts = <its attempt>`, so a worker whose lease lapsed (and whose job another
// worker took) can neither finish nor fail the newer attempt.
import { EventEmitter } from 'node:events';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { PermanentJobError, type EnqueueJob, type JobHandler, type RunningJob } from './job-types';

export const DEFAULT_MAX_ATTEMPTS = 3;
/** how long a claim holds a job without renewal; renewed every third of it, so a stuck renewal has slack */
export const DEFAULT_LEASE_MS = 30_000;
/** retry delay after attempt n is BACKOFF_BASE_MS × 2^(n-1): 5 s, 10 s, 20 s, ... */
export const DEFAULT_BACKOFF_BASE_MS = 5_000;
export const DEFAULT_POLL_MS = 1_000;
/** progress writes closer together than this are coalesced (an ffmpeg progress line arrives several times a second) */
const PROGRESS_WRITE_INTERVAL_MS = 500;

export type JobRow = typeof jobs.$inferSelect;

/** Wakes the workers of this process at once when something is enqueued here, instead of waiting for the poll. */
const wakeups = new EventEmitter();
wakeups.setMaxListeners(0);

/** Jobs running in this process, so cancelJobs can abort them without waiting for their next lease renewal. */
const runningControllers = new Map<number, AbortController>();

export async function enqueueJob(db: Db, job: EnqueueJob, now: number = Date.now()): Promise<number> {
  const [row] = await db
    .insert(jobs)
    .values({
      queue: job.queue,
      payload: job.payload,
      sermonId: job.sermonId ?? null,
      maxAttempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      runAfter: job.runAfter ?? now,
      createdAt: now,
    })
    .returning({ id: jobs.id });
  wakeups.emit('enqueued', job.queue);
  return row!.id;
}

export interface CancelJobsFilter {
  sermonId: string;
  /** only these queues; default every queue */
  queues?: readonly string[];
}

/**
 * Cancels a sermon's queued and running jobs (a new upload replaces the media they work on). Running handlers in
 * this process get their signal aborted now; those in other processes notice at their next lease renewal.
 * Returns the ids of the cancelled jobs.
 */
export async function cancelJobs(db: Db, filter: CancelJobsFilter, now: number = Date.now()): Promise<number[]> {
  if (filter.queues && filter.queues.length === 0) return [];
  const rows = await db
    .update(jobs)
    .set({ state: 'cancelled', finishedAt: now, lockedUntil: null })
    .where(
      and(
        eq(jobs.sermonId, filter.sermonId),
        inArray(jobs.state, ['queued', 'active']),
        filter.queues ? inArray(jobs.queue, [...filter.queues]) : undefined,
      ),
    )
    .returning({ id: jobs.id });
  const ids = rows.map((row) => row.id);
  for (const id of ids) runningControllers.get(id)?.abort(new JobCancelledError(id));
  return ids;
}

export class JobCancelledError extends Error {
  constructor(readonly jobId: number) {
    super(`job ${jobId} was cancelled`);
  }
}

/** The reason a running job's signal is aborted when its worker stops: the job goes back to the queue. */
export class WorkerStoppingError extends Error {
  constructor() {
    super('the job worker is stopping');
  }
}

export interface ClaimOptions {
  queues: readonly string[];
  leaseMs?: number;
  now?: number;
}

/**
 * Takes the next due job of the given queues: a queued job whose runAfter has come, or an active one whose lease
 * lapsed (its worker died). The claim counts as an attempt. Jobs that lapsed on their last attempt are failed
 * first rather than taken again, so a job that kills its worker every time does not loop forever.
 */
export async function claimJob(db: Db, options: ClaimOptions): Promise<JobRow | null> {
  if (options.queues.length === 0) return null;
  const now = options.now ?? Date.now();
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const queues = [...options.queues];
  await db
    .update(jobs)
    .set({
      state: 'failed',
      finishedAt: now,
      lockedUntil: null,
      lastError: sql`coalesce(${jobs.lastError} || ' / ', '') || 'the worker stopped during the last attempt (lease expired)'`,
    })
    .where(
      and(
        eq(jobs.state, 'active'),
        sql`${jobs.lockedUntil} < ${now}`,
        sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
        inArray(jobs.queue, queues),
      ),
    );
  const candidate = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.queue, queues),
        sql`((${jobs.state} = 'queued' AND ${jobs.runAfter} <= ${now}) OR (${jobs.state} = 'active' AND ${jobs.lockedUntil} < ${now}))`,
      ),
    )
    .orderBy(jobs.runAfter, jobs.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(jobs)
    .set({
      state: 'active',
      attempts: sql`${jobs.attempts} + 1`,
      lockedUntil: now + leaseMs,
      startedAt: now,
      finishedAt: null,
      progress: 0,
    })
    .where(sql`${jobs.id} = (${candidate})`)
    .returning();
  return row ?? null;
}

/** Where a claimed job stands for its worker; every write is fenced by the attempt number (see the top). */
function ownJob(row: Pick<JobRow, 'id' | 'attempts'>) {
  return and(eq(jobs.id, row.id), eq(jobs.state, 'active'), eq(jobs.attempts, row.attempts));
}

/** Extends the lease (and records progress). False when the job is no longer ours: cancelled or retaken. */
export async function renewLease(
  db: Db,
  row: Pick<JobRow, 'id' | 'attempts'>,
  options: { leaseMs?: number; now?: number; progress?: number } = {},
): Promise<boolean> {
  const now = options.now ?? Date.now();
  const updated = await db
    .update(jobs)
    .set({
      lockedUntil: now + (options.leaseMs ?? DEFAULT_LEASE_MS),
      ...(options.progress === undefined ? {} : { progress: options.progress }),
    })
    .where(ownJob(row))
    .returning({ id: jobs.id });
  return updated.length > 0;
}

export async function completeJob(db: Db, row: Pick<JobRow, 'id' | 'attempts'>, now = Date.now()): Promise<boolean> {
  const updated = await db
    .update(jobs)
    .set({ state: 'done', progress: 1, finishedAt: now, lockedUntil: null, lastError: null })
    .where(ownJob(row))
    .returning({ id: jobs.id });
  return updated.length > 0;
}

/**
 * Records a failed attempt: retried after the backoff while attempts remain (and the error is not permanent),
 * else the job fails for good with the error kept.
 */
export async function failJob(
  db: Db,
  row: Pick<JobRow, 'id' | 'attempts' | 'maxAttempts'>,
  error: unknown,
  options: { now?: number; backoffBaseMs?: number } = {},
): Promise<'retry' | 'failed' | 'lost'> {
  const now = options.now ?? Date.now();
  const message = errorText(error);
  const permanent = error instanceof PermanentJobError;
  const retry = !permanent && row.attempts < row.maxAttempts;
  const backoff = (options.backoffBaseMs ?? DEFAULT_BACKOFF_BASE_MS) * 2 ** (row.attempts - 1);
  const updated = await db
    .update(jobs)
    .set(
      retry
        ? { state: 'queued', runAfter: now + backoff, lockedUntil: null, lastError: message }
        : { state: 'failed', finishedAt: now, lockedUntil: null, lastError: message },
    )
    .where(ownJob(row))
    .returning({ id: jobs.id });
  if (updated.length === 0) return 'lost';
  return retry ? 'retry' : 'failed';
}

/** Puts a job interrupted by a stopping worker back in the queue; the interrupted attempt does not count. */
export async function releaseJob(db: Db, row: Pick<JobRow, 'id' | 'attempts'>, now = Date.now()): Promise<boolean> {
  const updated = await db
    .update(jobs)
    .set({ state: 'queued', attempts: row.attempts - 1, runAfter: now, lockedUntil: null, progress: 0 })
    .where(ownJob(row))
    .returning({ id: jobs.id });
  return updated.length > 0;
}

/** Ends the leases of every active job of these queues (their worker is known to be gone). */
export async function expireLeases(db: Db, queues: readonly string[], now = Date.now()): Promise<number> {
  if (queues.length === 0) return 0;
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: now - 1 })
    .where(and(eq(jobs.state, 'active'), inArray(jobs.queue, [...queues])))
    .returning({ id: jobs.id });
  return rows.length;
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  // the column is for people reading the tracker; an ffmpeg stderr dump is cut to its end, where the cause is
  return text.length > 4000 ? `…${text.slice(-4000)}` : text;
}

export interface JobWorkerOptions {
  db: Db;
  handlers: Record<string, JobHandler>;
  log?: (line: string) => void;
  /** jobs run at the same time; default env JOB_CONCURRENCY or 1 (encodes use every core already) */
  concurrency?: number;
  /** how often an idle worker looks for due jobs */
  pollMs?: number;
  leaseMs?: number;
  backoffBaseMs?: number;
  /** the clock (tests) */
  now?: () => number;
  /**
   * The database belongs to this process alone (embedded PGlite), so a job still marked active at start was left by a
   * killed server: take it again at once instead of waiting for its lease to lapse.
   */
  reclaimOnStart?: boolean;
}

export interface JobWorker {
  /** Aborts the running jobs' signals, waits for their handlers to return and puts the jobs back in the queue. */
  stop(): Promise<void>;
}

export function defaultConcurrency(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.JOB_CONCURRENCY);
  return Number.isInteger(value) && value > 0 ? value : 1;
}

export function startJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, handlers } = options;
  const log = options.log ?? (() => {});
  const concurrency = options.concurrency ?? defaultConcurrency();
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const now = options.now ?? Date.now;
  const queues = Object.keys(handlers);
  const running = new Set<Promise<void>>();
  /** this worker's running jobs (several workers may share a process: tests, or one per queue group) */
  const own = new Map<number, AbortController>();
  let stopping = false;
  let pollTimer: NodeJS.Timeout | null = null;
  let filling = false;
  let fillAgain = false;

  const schedulePoll = (delay: number) => {
    if (stopping) return;
    if (pollTimer) clearTimeout(pollTimer);
    pollTimer = setTimeout(() => void fill(), delay);
    pollTimer.unref?.();
  };

  // Claims jobs until every slot is busy or nothing is due. Re-entrant calls (a wake-up during a claim) are folded
  // into one more pass so a slot freed meanwhile is not left idle until the next poll.
  let currentFill: Promise<void> = Promise.resolve();
  function fill(): Promise<void> {
    if (filling) {
      fillAgain = true;
      return currentFill;
    }
    filling = true;
    currentFill = fillSlots();
    return currentFill;
  }

  async function fillSlots(): Promise<void> {
    try {
      do {
        fillAgain = false;
        while (!stopping && running.size < concurrency) {
          let row: JobRow | null;
          try {
            row = await claimJob(db, { queues, leaseMs, now: now() });
          } catch (error) {
            log(`job worker: claiming failed: ${errorText(error)}`);
            row = null;
          }
          if (!row) break;
          if (stopping) {
            // stop() came while this claim was on its way: hand the job straight back
            await releaseJob(db, row, now()).catch(() => {});
            break;
          }
          const task = run(row).finally(() => {
            running.delete(task);
            if (!stopping) void fill();
          });
          running.add(task);
        }
      } while (fillAgain && !stopping);
    } finally {
      filling = false;
      schedulePoll(pollMs);
    }
  }

  async function run(row: JobRow): Promise<void> {
    const controller = new AbortController();
    runningControllers.set(row.id, controller);
    own.set(row.id, controller);
    let lastWrite = 0;
    let pending: Promise<void> = Promise.resolve();
    const renew = (progress?: number) => {
      // writes are chained so an older progress value never lands after a newer one
      pending = pending.then(async () => {
        if (controller.signal.aborted) return;
        try {
          const ours = await renewLease(db, row, { leaseMs, now: now(), progress });
          if (!ours) controller.abort(new JobCancelledError(row.id));
        } catch (error) {
          log(`job ${row.id}: renewing the lease failed: ${errorText(error)}`);
        }
      });
      return pending;
    };
    const renewTimer = setInterval(() => void renew(), Math.max(10, Math.floor(leaseMs / 3)));
    renewTimer.unref?.();
    const job: RunningJob = {
      id: row.id,
      queue: row.queue,
      payload: (row.payload ?? {}) as Record<string, unknown>,
      sermonId: row.sermonId,
      attempt: row.attempts,
      maxAttempts: row.maxAttempts,
      signal: controller.signal,
      async progress(fraction: number) {
        const clamped = Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));
        const at = Date.now();
        if (at - lastWrite < PROGRESS_WRITE_INTERVAL_MS && clamped < 1) return;
        lastWrite = at;
        await renew(clamped);
      },
    };
    try {
      const handler = handlers[row.queue];
      if (!handler) throw new PermanentJobError(`no handler for queue ${row.queue}`);
      await handler(job);
      clearInterval(renewTimer);
      await pending;
      if (controller.signal.aborted) await settleAborted(row, controller.signal.reason);
      else if (!(await completeJob(db, row, now()))) log(`job ${row.id} (${row.queue}) finished, but it was no longer ours`);
    } catch (error) {
      clearInterval(renewTimer);
      await pending.catch(() => {});
      try {
        if (controller.signal.aborted) await settleAborted(row, controller.signal.reason);
        else {
          const outcome = await failJob(db, row, error, { now: now(), backoffBaseMs: options.backoffBaseMs });
          log(`job ${row.id} (${row.queue}) attempt ${row.attempts}/${row.maxAttempts} failed (${outcome}): ${errorText(error)}`);
        }
      } catch (writeError) {
        log(`job ${row.id}: recording the failure failed: ${errorText(writeError)}`);
      }
    } finally {
      clearInterval(renewTimer);
      runningControllers.delete(row.id);
      own.delete(row.id);
    }
  }

  // A stop puts the job back; a cancellation (or a retake by another worker) leaves the row as the others left it.
  async function settleAborted(row: JobRow, reason: unknown): Promise<void> {
    if (reason instanceof WorkerStoppingError) await releaseJob(db, row, now());
  }

  const onEnqueued = (queue: string) => {
    if (queues.includes(queue)) void fill();
  };
  wakeups.on('enqueued', onEnqueued);
  if (options.reclaimOnStart) {
    currentFill = expireLeases(db, queues, now())
      .then((count) => {
        if (count) log(`job worker: taking up ${count} job(s) left running by the previous start`);
      })
      .catch((error: unknown) => log(`job worker: reclaiming jobs failed: ${errorText(error)}`))
      .then(() => fill());
  } else {
    void fill();
  }

  return {
    async stop() {
      if (stopping) return;
      stopping = true;
      wakeups.off('enqueued', onEnqueued);
      if (pollTimer) clearTimeout(pollTimer);
      await currentFill.catch(() => {});
      for (const controller of own.values()) controller.abort(new WorkerStoppingError());
      await Promise.allSettled([...running]);
      if (pollTimer) clearTimeout(pollTimer);
    },
  };
}
