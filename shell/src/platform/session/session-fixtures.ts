// Stories and tests only: sessions in a fixed state, and a user to show in them.
import { ANONYMOUS_SESSION, type PlatformSession, type SessionSnapshot } from '@sermon/shared-contracts/auth/platform-session';
import { SITE_ROLES } from '@sermon/shared-contracts/constants/accounts';
import type { User } from '@sermon/shared-contracts/entities/user';

export function userFixture(overrides: Partial<User> = {}): User {
  return {
    type: 'user',
    user_id: 1,
    username: 'listener',
    email: 'listener@example.org',
    display_name: 'Ann Listener',
    display_location: null,
    profile_picture: null,
    church_leader: false,
    gender: null,
    newsletter_opt_in: false,
    birth_year: null,
    notify_email: true,
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

export const adminFixture = (): User => userFixture({ username: 'admin', display_name: 'Site Admin', roles: [SITE_ROLES.Admin], admin: true });

/** A session that stays as given; signOut turns it anonymous (and records the call). */
export function fixedSession(snapshot: SessionSnapshot): PlatformSession & { signOutCalls: number } {
  let current = snapshot;
  const listeners = new Set<() => void>();
  const session = {
    ...ANONYMOUS_SESSION,
    signOutCalls: 0,
    snapshot: () => current,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async signOut() {
      session.signOutCalls += 1;
      current = { status: 'anonymous', user: null };
      listeners.forEach((listener) => listener());
    },
  };
  return session;
}

export const signedInSession = (user: User = userFixture()) => fixedSession({ status: 'signed-in', user });
