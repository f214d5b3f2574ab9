// Manager permissions (spec doc 1 §6): Admin holds every permission, a Content Manager uploads, others hold the
// permissions chosen when invited. "Manager needs at least one permission" (doc 1 §5) is checked here for the
// invite form, the role editor and the server alike.
import { BROADCASTER_ROLES, type BroadcasterRole } from '../constants/accounts';

export const MANAGER_MESSAGES = {
  atLeastOnePermission: 'Choose at least one permission.',
  unknownPermission: 'Unknown permission.',
  lastAdmin: 'A broadcaster needs at least one Admin. Make another manager an Admin first.',
  alreadyManager: 'This person already manages this broadcaster.',
  alreadyInvited: 'An invitation has already been sent to this address. Resend it from the list.',
  inviteNotFound: 'This invitation is no longer valid. Ask the broadcaster to send a new one.',
  inviteOtherEmail: 'This invitation was sent to {email}. Sign in with the account that uses that address.',
  verifyEmailFirst: 'Please verify your e-mail address before accepting the invitation.',
  managerNotFound: 'Manager not found',
} as const;

const ALL_ROLES = Object.values(BROADCASTER_ROLES) as BroadcasterRole[];

export function isBroadcasterRole(value: unknown): value is BroadcasterRole {
  return typeof value === 'number' && (ALL_ROLES as number[]).includes(value);
}

/**
 * The permissions to store: unique and sorted; Admin alone stands for all of them (it implies the others), so
 * checking Admin plus Uploader stores just Admin. Null with a message when the list is not acceptable.
 */
export function normalizeManagerRoles(values: readonly unknown[]): { roles: BroadcasterRole[] } | { problem: string } {
  if (values.some((value) => !isBroadcasterRole(value))) return { problem: MANAGER_MESSAGES.unknownPermission };
  const roles = [...new Set(values as BroadcasterRole[])].sort((a, b) => a - b);
  if (roles.length === 0) return { problem: MANAGER_MESSAGES.atLeastOnePermission };
  if (roles.includes(BROADCASTER_ROLES.Admin)) return { roles: [BROADCASTER_ROLES.Admin] };
  return { roles };
}

/** The name the team page shows for a set of permissions. */
export type ManagerKind = 'admin' | 'content-manager' | 'biller' | 'custom';

export function managerKindOf(roles: readonly BroadcasterRole[]): ManagerKind {
  if (roles.includes(BROADCASTER_ROLES.Admin)) return 'admin';
  const uploader = roles.includes(BROADCASTER_ROLES.Uploader);
  const biller = roles.includes(BROADCASTER_ROLES.Biller);
  if (uploader && !biller) return 'content-manager';
  if (biller && !uploader) return 'biller';
  return 'custom';
}
