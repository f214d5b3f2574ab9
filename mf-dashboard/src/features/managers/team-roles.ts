// The permissions a checkbox list stands for: ticking Admin covers the others (the server stores Admin alone).
import { BROADCASTER_ROLES, type BroadcasterRole } from '@sermon/shared-contracts/constants/accounts';

export function toggleRole(roles: readonly BroadcasterRole[], role: BroadcasterRole, on: boolean): BroadcasterRole[] {
  const next = on ? [...new Set([...roles, role])] : roles.filter((held) => held !== role);
  if (on && role === BROADCASTER_ROLES.Admin) return [BROADCASTER_ROLES.Admin];
  return next.sort((a, b) => a - b);
}

/** Whether a checkbox shows as ticked: Admin ticks every box. */
export function roleShown(roles: readonly BroadcasterRole[], role: BroadcasterRole): boolean {
  return roles.includes(role) || roles.includes(BROADCASTER_ROLES.Admin);
}

/** userID -> roles, the snapshot the permissions form compares against. */
export type RolesByUser = Record<string, BroadcasterRole[]>;

export function changedManagers(saved: RolesByUser, values: RolesByUser): Array<{ userID: number; roles: BroadcasterRole[] }> {
  return Object.keys(values)
    .filter((id) => JSON.stringify(values[id]) !== JSON.stringify(saved[id]))
    .map((id) => ({ userID: Number(id), roles: values[id]! }));
}
