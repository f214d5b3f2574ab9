// Sliding-window rate limits kept in auth_attempts, so they hold across server instances and restarts.
// A slot is taken (row inserted) before the guarded work is done, so parallel password guesses cannot slip past
// the limit while the first ones are still being checked.
import { and, count, desc, eq, gt, lt } from 'drizzle-orm';
import { ACCOUNT_ERROR_CODES, ACCOUNT_MESSAGES } from '@sermon/shared-contracts/constants/accounts';
import type { Db } from '../../db/client';
import { authAttempts } from '../../db/schema';
import { HttpError } from '../../http/api-errors';
import { hashToken } from './secret-tokens';

export interface RateRule {
  /** bucket prefix, e.g. 'login-failure:account' */
  name: string;
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;
const MAX_PLAIN_KEY_LENGTH = 128;

/** The limits of the contract ("Accounts"); keys say what is counted and per what. */
export const RATE_RULES = {
  loginFailuresPerAccount: { name: 'login-failure:account', limit: 10, windowMs: 15 * MINUTE },
  loginAttemptsPerAddress: { name: 'login:address', limit: 50, windowMs: 15 * MINUTE },
  resetRequestsPerAccount: { name: 'reset:account', limit: 5, windowMs: 60 * MINUTE },
  resetRequestsPerAddress: { name: 'reset:address', limit: 20, windowMs: 60 * MINUTE },
  resendRequestsPerAccount: { name: 'resend:account', limit: 5, windowMs: 60 * MINUTE },
  resendRequestsPerAddress: { name: 'resend:address', limit: 20, windowMs: 60 * MINUTE },
  deviceActivationsPerUser: { name: 'device-activate:user', limit: 10, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateRule>;

/** Rows older than the longest window count for nothing. */
const LONGEST_WINDOW_MS = Math.max(...Object.values(RATE_RULES).map((rule) => rule.windowMs));

export class RateLimitedError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    // the app's error handler sends the headers of every HttpError, so any route's 429 carries Retry-After
    super(429, ACCOUNT_MESSAGES.rateLimited.replace('{minutes}', String(minutes)), ACCOUNT_ERROR_CODES.rateLimited, {}, {
      'Retry-After': String(retryAfterSeconds),
    });
  }
}

export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Keys are compared without case; a long key (a pasted paragraph as a username) is kept as its hash. */
  static bucket(rule: RateRule, key: string | number): string {
    const text = String(key).toLowerCase();
    return `${rule.name}:${text.length > MAX_PLAIN_KEY_LENGTH ? hashToken(text) : text}`;
  }

  /**
   * Takes one slot of the window or throws 429 (RateLimitedError) when the window is full. The slot stays taken
   * (it is the attempt being counted) unless `clear` is called for the bucket, as a successful login does.
   *
   * The row is inserted (and committed) before the window is counted, and a refused request removes its row
   * again. Of any number of concurrent requests at most `limit` can pass: the last of the passing ones to count
   * would see every passing row. A burst that crosses the limit may be refused as a whole, which errs on the safe
   * side, and costs two statements instead of a locked transaction (login latency, see bench/auth-latency.ts).
   */
  async take(rule: RateRule, key: string | number): Promise<void> {
    const bucket = RateLimiter.bucket(rule, key);
    const at = this.now();
    const [own] = await this.db.insert(authAttempts).values({ bucket, at }).returning({ id: authAttempts.id });
    const [row] = await this.db
      .select({ n: count() })
      .from(authAttempts)
      .where(and(eq(authAttempts.bucket, bucket), gt(authAttempts.at, at - rule.windowMs)));
    if ((row?.n ?? 0) <= rule.limit) return;
    await this.db.delete(authAttempts).where(eq(authAttempts.id, own!.id));
    throw new RateLimitedError(await this.retryAfterSeconds(this.db, rule, bucket, at));
  }

  /** 429 when the window is already full, without taking a slot (record a failure afterwards with `take`). */
  async check(rule: RateRule, key: string | number): Promise<void> {
    const bucket = RateLimiter.bucket(rule, key);
    const at = this.now();
    const [row] = await this.db
      .select({ n: count() })
      .from(authAttempts)
      .where(and(eq(authAttempts.bucket, bucket), gt(authAttempts.at, at - rule.windowMs)));
    if ((row?.n ?? 0) >= rule.limit) throw new RateLimitedError(await this.retryAfterSeconds(this.db, rule, bucket, at));
  }

  /** Empties a bucket: a successful login forgets the account's failures. */
  async clear(rule: RateRule, key: string | number): Promise<void> {
    await this.db.delete(authAttempts).where(eq(authAttempts.bucket, RateLimiter.bucket(rule, key)));
  }

  /** Deletes rows older than every window. */
  async prune(): Promise<number> {
    const deleted = await this.db
      .delete(authAttempts)
      .where(lt(authAttempts.at, this.now() - LONGEST_WINDOW_MS))
      .returning({ id: authAttempts.id });
    return deleted.length;
  }

  /** Seconds until the window has a free slot again: when the limit-th newest attempt leaves it. */
  private async retryAfterSeconds(db: Pick<Db, 'select'>, rule: RateRule, bucket: string, at: number): Promise<number> {
    const rows = await db
      .select({ at: authAttempts.at })
      .from(authAttempts)
      .where(and(eq(authAttempts.bucket, bucket), gt(authAttempts.at, at - rule.windowMs)))
      .orderBy(desc(authAttempts.at))
      .limit(rule.limit);
    const oldestCounted = rows.length >= rule.limit ? rows[rule.limit - 1]!.at : (rows.at(-1)?.at ?? at);
    return Math.max(1, Math.ceil((oldestCounted + rule.windowMs - at) / 1000));
  }
}
