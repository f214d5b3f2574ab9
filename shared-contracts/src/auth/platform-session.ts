// The session the shell owns and hands every remote as the custom prop `session` (one per page, shared by all remotes).
import type { LoginTokens, User } from '../entities/user';

export interface SessionSnapshot {
  /**
   * 'loading' only at page start, while a stored token pair is turned into the user (GET site/users);
   * guards render nothing then rather than sending a signed-in user to the login page.
   */
  status: 'loading' | 'anonymous' | 'signed-in';
  /** set exactly when status is 'signed-in' */
  user: User | null;
}

export interface PlatformSession {
  snapshot(): SessionSnapshot;
  /** for useSyncExternalStore; returns the unsubscribe function */
  subscribe(listener: () => void): () => void;
  /** the access token, refreshed first when it has expired; null when signed out */
  accessToken(): Promise<string | null>;
  /**
   * a call was answered 401 token expired: refresh; true means retry the call. `rejectedToken` is the token that
   * call carried: when a refresh has already replaced it, the answer is true at once (no second refresh).
   */
  afterUnauthorized(rejectedToken?: string): Promise<boolean>;
  signIn(tokens: LoginTokens, remember: boolean): Promise<User>;
  /** POST site/users/logout and forget the tokens */
  signOut(): Promise<void>;
  /** GET site/users again (after a PATCH elsewhere) */
  reloadUser(): Promise<User | null>;
  /** PATCH site/users returned new tokens (the password changed) */
  replaceTokens(tokens: LoginTokens): void;
}

/** A session that is always signed out: stories, tests and remotes started without the shell. */
export const ANONYMOUS_SESSION: PlatformSession = {
  snapshot: () => ANONYMOUS_SNAPSHOT,
  subscribe: () => () => {},
  accessToken: async () => null,
  afterUnauthorized: async () => false,
  signIn: async () => {
    throw new Error('Signing in needs the shell session');
  },
  signOut: async () => {},
  reloadUser: async () => null,
  replaceTokens: () => {},
};

const ANONYMOUS_SNAPSHOT: SessionSnapshot = { status: 'anonymous', user: null };
