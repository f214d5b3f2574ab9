// The TV's side of the device-code sign-in (RFC 8628 style): ask for the tokens every `interval` seconds until
// the code is approved or expires; SLOW_DOWN adds 5 seconds to the interval.
import { ACCOUNT_ERROR_CODES } from '@sermon/shared-contracts/constants/accounts';
import type { LoginTokens } from '@sermon/shared-contracts/entities/user';
import { isApiError } from '@sermon/shared-contracts/errors/api-error';

export const SLOW_DOWN_STEP_SECONDS = 5;

export interface PollOptions {
  /** one POST site/device/token */
  poll: () => Promise<LoginTokens>;
  intervalSeconds: number;
  /** epoch ms when the code stops working */
  expiresAt: number;
  now: () => number;
  /** waits `ms` (rejects when aborted) */
  wait: (ms: number) => Promise<void>;
}

export type PollOutcome = { kind: 'tokens'; tokens: LoginTokens } | { kind: 'expired' };

/**
 * Polls until there are tokens or the code expired. A pending answer, a lost connection or a 5xx waits for the next
 * turn (a TV on flaky Wi-Fi should not give up); any other error ends the polling with that error.
 */
export async function pollForTokens({ poll, intervalSeconds, expiresAt, now, wait }: PollOptions): Promise<PollOutcome> {
  let interval = intervalSeconds;
  for (;;) {
    await wait(interval * 1000);
    if (now() >= expiresAt) return { kind: 'expired' };
    try {
      return { kind: 'tokens', tokens: await poll() };
    } catch (error) {
      if (isApiError(error)) {
        if (error.apiCode === ACCOUNT_ERROR_CODES.authorizationPending) continue;
        if (error.apiCode === ACCOUNT_ERROR_CODES.slowDown) {
          interval += SLOW_DOWN_STEP_SECONDS;
          continue;
        }
        if (error.apiCode === ACCOUNT_ERROR_CODES.expiredToken) return { kind: 'expired' };
        if (error.httpStatus >= 500) continue;
        throw error;
      }
      if (error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError')) continue;
      throw error;
    }
  }
}

/** setTimeout as a promise that an AbortSignal cancels. */
export function abortableWait(signal: AbortSignal): (ms: number) => Promise<void> {
  return (ms) =>
    new Promise((resolve, reject) => {
      if (signal.aborted) {
        reject(signal.reason);
        return;
      }
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      const onAbort = () => {
        clearTimeout(timer);
        reject(signal.reason);
      };
      signal.addEventListener('abort', onAbort, { once: true });
    });
}
