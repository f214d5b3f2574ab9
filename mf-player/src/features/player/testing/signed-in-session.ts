// Test-only: a shell session that is signed in with a fixed access token (no shell, no refresh).
import type { PlatformSession, SessionSnapshot } from '@sermon/shared-contracts/auth/platform-session';
import type { User } from '@sermon/shared-contracts/entities/user';

export function listenerUser(overrides: Partial<User> = {}): User {
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

export function signedInSession(user: User = listenerUser(), token = 'access-token-1'): PlatformSession {
  const snapshot: SessionSnapshot = { status: 'signed-in', user };
  return {
    snapshot: () => snapshot,
    subscribe: () => () => {},
    accessToken: async () => token,
    afterUnauthorized: async () => false,
    signIn: async () => user,
    signOut: async () => {},
    reloadUser: async () => user,
    replaceTokens: () => {},
  };
}
