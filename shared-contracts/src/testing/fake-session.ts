// Stories and tests only: a user, and sessions in a fixed state that need no shell (one copy for every package).
import { ANONYMOUS_SESSION, type PlatformSession, type SessionSnapshot } from '../auth/platform-session';
import { SITE_ROLES } from '../constants/accounts';
import type { User } from '../entities/user';

/** the access token a fake session hands out while signed in; tests assert the Authorization header with it */
export const FAKE_ACCESS_TOKEN = 'test-access-token';

export function fakeUser(overrides: Partial<User> = {}): User {
  return {
    type: 'user',
    user_id: 3,
    username: 'listener',
    email: 'listener@example.org',
    display_name: 'Demo Listener',
    display_location: null,
    profile_picture: null,
    church_leader: false,
    gender: null,
    newsletter_opt_in: false,
    birth_year: null,
    notify_email: false,
    notify_mobile: false,
    my_church_broadcaster_id: null,
    myChurchBroadcasterID: null,
    date_added: 1_700_000_000,
    last_login: null,
    disabled: false,
    verified: true,
    roles: [],
    broadcasterRoles: [],
    web_preferences: '{}',
    admin: false,
    broadcasterIds: [],
    broadcasterAdminIds: [],
    ...overrides,
  };
}

export const fakeAdmin = (): User => fakeUser({ username: 'admin', display_name: 'Site Admin', roles: [SITE_ROLES.Admin], admin: true });

export interface FakeSession extends PlatformSession {
  signOutCalls: number;
}

/** A session that stays as given, with a fixed access token while signed in; signOut turns it anonymous (and counts the call). */
export function fixedSession(snapshot: SessionSnapshot, token = FAKE_ACCESS_TOKEN): FakeSession {
  let current = snapshot;
  const listeners = new Set<() => void>();
  const session: FakeSession = {
    ...ANONYMOUS_SESSION,
    signOutCalls: 0,
    snapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    accessToken: async () => (current.status === 'signed-in' ? token : null),
    signIn: async () => {
      if (current.user) return current.user;
      throw new Error('A fixed session cannot sign in');
    },
    reloadUser: async () => current.user,
    async signOut() {
      session.signOutCalls += 1;
      current = { status: 'anonymous', user: null };
      listeners.forEach((listener) => listener());
    },
  };
  return session;
}

export const signedInSession = (user: User = fakeUser(), token = FAKE_ACCESS_TOKEN): FakeSession => fixedSession({ status: 'signed-in', user }, token);
