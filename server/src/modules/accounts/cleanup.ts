// Deletes account rows that can no longer do anything: expired refresh tokens, device codes and e-mail codes,
// and rate-limit attempts older than every window. Cheap indexed DELETEs, run at start and then hourly.
import { lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deviceCodes, emailCodes } from '../../db/schema';
import { RateLimiter } from '../auth/rate-limiter';
import { deleteExpiredRefreshTokens } from '../auth/refresh-tokens';

const HOUR_MS = 60 * 60 * 1000;
/** E-mail codes are kept a day past their expiry: harmless (they can no longer be used) and handy when a reader asks why a link failed. */
const EMAIL_CODE_GRACE_SECONDS = 24 * 60 * 60;

export interface CleanupSummary {
  refreshTokens: number;
  attempts: number;
  deviceCodes: number;
  emailCodes: number;
}

export async function cleanUpAccountTables(db: Db, nowMs = Date.now()): Promise<CleanupSummary> {
  const now = Math.floor(nowMs / 1000);
  const refreshTokens = await deleteExpiredRefreshTokens(db, nowMs);
  const attempts = await new RateLimiter(db, () => nowMs).prune();
  const devices = await db.delete(deviceCodes).where(lte(deviceCodes.expiresAt, now)).returning({ id: deviceCodes.id });
  const codes = await db
    .delete(emailCodes)
    .where(lt(emailCodes.expiresAt, now - EMAIL_CODE_GRACE_SECONDS))
    .returning({ id: emailCodes.id });
  return { refreshTokens, attempts, deviceCodes: devices.length, emailCodes: codes.length };
}

/** Runs the cleanup now and every hour; the timer does not keep the process alive. Returns a stop function. */
export function startAccountCleanup(db: Db, log: (line: string) => void): () => void {
  const run = () =>
    cleanUpAccountTables(db).catch((error: unknown) => log(`account cleanup failed: ${error instanceof Error ? error.message : String(error)}`));
  void run();
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
