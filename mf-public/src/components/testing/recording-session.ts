// Test-only: a session whose sign-in and sign-out really change what useSession() reports, and that records each call.
import type { PlatformSession, SessionSnapshot } from '@sermon/shared-contracts/auth/platform-session';
import type { LoginTokens, User } from '@sermon/shared-contracts/entities/user';
import { FAKE_ACCESS_TOKEN, fakeUser } from '@sermon/shared-contracts/testing/fake-session';

export interface RecordingSession extends PlatformSession {
  calls: {
    signIn: Array<{ tokens: LoginTokens; remember: boolean }>;
    signOut: number;
    reloadUser: number;
    replaceTokens: LoginTokens[];
  };
  /** changes the snapshot as another tab would */
  set(snapshot: SessionSnapshot): void;
}

/** Starts anonymous unless a user is given; signIn answers `signInUser` and switches to signed in. */
export function recordingSession({ user = null, signInUser = fakeUser() }: { user?: User | null; signInUser?: User } = {}): RecordingSession {
  let snapshot: SessionSnapshot = user ? { status: 'signed-in', user } : { status: 'anonymous', user: null };
  const listeners = new Set<() => void>();
  const set = (next: SessionSnapshot) => {
    snapshot = next;
    listeners.forEach((listener) => listener());
  };
  const calls: RecordingSession['calls'] = { signIn: [], signOut: 0, reloadUser: 0, replaceTokens: [] };
  return {
    calls,
    set,
    snapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    accessToken: async () => (snapshot.status === 'signed-in' ? FAKE_ACCESS_TOKEN : null),
    afterUnauthorized: async () => false,
    signIn: async (tokens, remember) => {
      calls.signIn.push({ tokens, remember });
      set({ status: 'signed-in', user: signInUser });
      return signInUser;
    },
    signOut: async () => {
      calls.signOut += 1;
      set({ status: 'anonymous', user: null });
    },
    reloadUser: async () => {
      calls.reloadUser += 1;
      return snapshot.user;
    },
    replaceTokens: (tokens) => {
      calls.replaceTokens.push(tokens);
    },
  };
}

export const TEST_TOKENS: LoginTokens = {
  access_token: 'new-access',
  refresh_token: 'new-refresh',
  token_type: 'Bearer',
  expires_in: 900,
  refresh_expires_in: 31_536_000,
};
