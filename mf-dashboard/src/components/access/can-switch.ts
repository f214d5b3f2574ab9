import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { broadcasterRolesOf, type RoleHolder } from '@sermon/shared-contracts/rules/roles';

/** Spec doc 1 §6: switching the dashboard to a broadcaster needs admin or the Uploader role for it (site admins always may). */
export function canSwitchTo(user: RoleHolder | null | undefined, broadcasterID: string): boolean {
  return broadcasterRolesOf(user, broadcasterID).includes(BROADCASTER_ROLES.Uploader);
}
