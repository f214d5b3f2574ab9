// The TV sign-in: get a code, show it, poll until a signed-in user approves it, then sign this TV in.
import { useCallback, useEffect, useState } from 'react';
import { pollDeviceToken } from '@sermon/shared-contracts/api/poll-device-token';
import { requestDeviceCode } from '@sermon/shared-contracts/api/request-device-code';
import type { User } from '@sermon/shared-contracts/entities/user';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { useSession } from '@sermon/shared-contracts/mf/use-session';
import { abortableWait, pollForTokens } from './device-polling';

export type DeviceSignIn =
  | { phase: 'requesting' }
  | { phase: 'waiting'; userCode: string; verificationURI: string; expiresAt: number }
  | { phase: 'expired' }
  | { phase: 'signed-in'; user: User }
  | { phase: 'failed'; error: unknown };

/** `attempt` increases to start over with a new code (after expiry or an error). */
export function useDeviceSignIn(): { state: DeviceSignIn; restart: () => void } {
  const client = useApiClient();
  const { session } = useSession();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<DeviceSignIn>({ phase: 'requesting' });

  useEffect(() => {
    const controller = new AbortController();
    const signal = controller.signal;
    setState({ phase: 'requesting' });
    (async () => {
      const code = await requestDeviceCode(client, { signal });
      const expiresAt = Date.now() + code.expires_in * 1000;
      setState({ phase: 'waiting', userCode: code.user_code, verificationURI: code.verification_uri, expiresAt });
      const outcome = await pollForTokens({
        poll: () => pollDeviceToken(client, code.device_code, { signal }),
        intervalSeconds: code.interval,
        expiresAt,
        now: Date.now,
        wait: abortableWait(signal),
      });
      if (signal.aborted) return;
      if (outcome.kind === 'expired') {
        setState({ phase: 'expired' });
        return;
      }
      // a TV stays signed in: the cookie lasts a year
      const user = await session.signIn(outcome.tokens, true);
      if (!signal.aborted) setState({ phase: 'signed-in', user });
    })().catch((error: unknown) => {
      if (!signal.aborted) setState({ phase: 'failed', error });
    });
    return () => controller.abort();
  }, [client, session, attempt]);

  const restart = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, restart };
}

/** Seconds left until `expiresAt`, re-rendering every second (0 once passed). */
export function useSecondsLeft(expiresAt: number | null): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (expiresAt === null) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  // read the clock while rendering: a state copy of "now" would lag a second behind a newly received code
  return expiresAt === null ? 0 : Math.max(0, Math.ceil((expiresAt - Date.now()) / 1000));
}
