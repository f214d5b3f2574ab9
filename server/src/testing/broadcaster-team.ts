// The cast of the dashboard's permission tests: signed-in users holding one role each for a broadcaster (Admin,
// Uploader, Biller), an Admin of another broadcaster, a site admin and a plain listener. Each test file names the
// members it needs and their usernames (unique per file, as every file starts its own database).
import { BROADCASTER_ROLES, SITE_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { createSignedInUser, type SignedInUser, type TestUserOptions } from './auth-helpers';
import type { TestApp } from './test-app';

export type TeamMember = 'admin' | 'uploader' | 'biller' | 'otherAdmin' | 'siteAdmin' | 'listener';

export interface TeamOptions {
  /** the broadcaster the team works for; default the fixture's 'gracechapel' */
  broadcasterID?: string;
  /** otherAdmin's broadcaster; default the fixture's 'berlinradio' */
  otherBroadcasterID?: string;
}

function grantsOf(member: TeamMember, home: string, other: string): Pick<TestUserOptions, 'broadcasterRoles' | 'siteRoles'> {
  switch (member) {
    case 'admin':
      return { broadcasterRoles: [{ broadcasterID: home, role: BROADCASTER_ROLES.Admin }] };
    case 'uploader':
      return { broadcasterRoles: [{ broadcasterID: home, role: BROADCASTER_ROLES.Uploader }] };
    case 'biller':
      return { broadcasterRoles: [{ broadcasterID: home, role: BROADCASTER_ROLES.Biller }] };
    case 'otherAdmin':
      return { broadcasterRoles: [{ broadcasterID: other, role: BROADCASTER_ROLES.Admin }] };
    case 'siteAdmin':
      return { siteRoles: [SITE_ROLES.Admin] };
    case 'listener':
      return {};
  }
}

/**
 * Creates and signs in the named members, in the order given: `signInTeam(t, { uploader: 'notup', biller: 'notbill' })`
 * → `{ uploader, biller }`, each with tokens for `call(..., { token })`.
 */
export async function signInTeam<M extends TeamMember>(t: TestApp, usernames: Record<M, string>, options: TeamOptions = {}): Promise<Record<M, SignedInUser>> {
  const home = options.broadcasterID ?? 'gracechapel';
  const other = options.otherBroadcasterID ?? 'berlinradio';
  const team = {} as Record<M, SignedInUser>;
  for (const member of Object.keys(usernames) as M[]) {
    team[member] = await createSignedInUser(t, { username: usernames[member], ...grantsOf(member, home, other) });
  }
  return team;
}
