// The signed-in user as the server sees them on a request: identity, state and roles.
import { eq } from 'drizzle-orm';
import type { BroadcasterRole, SiteRole } from '@sermon/shared-contracts/constants/accounts';
import type { RoleHolder } from '@sermon/shared-contracts/rules/roles';
import type { Db } from '../../db/client';
import { broadcasterRoles, userSiteRoles, users } from '../../db/schema';

export interface AuthUser extends RoleHolder {
  id: number;
  username: string;
  email: string;
  verified: boolean;
  disabled: boolean;
}

/** Site and broadcaster roles of one user; broadcaster grants in the order they were given. */
export async function loadRoles(db: Db, userId: number): Promise<RoleHolder> {
  const [site, byBroadcaster] = await Promise.all([
    db.select({ role: userSiteRoles.role }).from(userSiteRoles).where(eq(userSiteRoles.userId, userId)),
    db
      .select({ broadcasterId: broadcasterRoles.broadcasterId, role: broadcasterRoles.role })
      .from(broadcasterRoles)
      .where(eq(broadcasterRoles.userId, userId))
      .orderBy(broadcasterRoles.grantedAt, broadcasterRoles.broadcasterId, broadcasterRoles.role),
  ]);
  return {
    roles: site.map((row) => row.role as SiteRole).sort(),
    broadcasterRoles: byBroadcaster.map((row) => ({ broadcasterID: row.broadcasterId, broadcasterRoleID: row.role as BroadcasterRole })),
  };
}

export async function loadAuthUser(db: Db, userId: number): Promise<AuthUser | null> {
  const [row] = await db
    .select({ id: users.id, username: users.username, email: users.email, verified: users.verified, disabled: users.disabled })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  return { ...row, ...(await loadRoles(db, userId)) };
}
