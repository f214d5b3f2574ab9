import { useMemo, useSyncExternalStore } from 'react';
import type { PlatformSession, SessionSnapshot } from '../auth/platform-session';
import { useRemoteProps } from './remote-props';

export type UseSessionResult = SessionSnapshot & {
  /** for signIn, signOut, reloadUser after a change */
  session: PlatformSession;
};

/** Who is signed in, re-rendering on every sign-in, sign-out and user reload (also those of other tabs). */
export function useSession(): UseSessionResult {
  const { session } = useRemoteProps();
  const snapshot = useSyncExternalStore(session.subscribe, session.snapshot, session.snapshot);
  return useMemo(() => ({ ...snapshot, session }), [snapshot, session]);
}
