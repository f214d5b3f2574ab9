// Database side of the team: managers (broadcaster_roles grouped per user) and invitations (user_invites).
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { BROADCASTER_ROLES, type BroadcasterRole } from '@sermon/shared-contracts/constants/accounts';
import type { BroadcasterManager, UserInvite } from '@sermon/shared-contracts/entities/broadcaster-team';
import { displayNameOf } from '@sermon/shared-contracts/rules/account-validation';
import type { Db } from '../../db/client';
import { broadcasterRoles, broadcasters, userInvites, users } from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Queryable = Db | Tx;

/** Admin stands for every permission, so a manager holding it is shown (and stored) as Admin alone. */
function storedRoles(roles: BroadcasterRole[]): BroadcasterRole[] {
  const unique = [...new Set(roles)].sort((a, b) => a - b);
  return unique.includes(BROADCASTER_ROLES.Admin) ? [BROADCASTER_ROLES.Admin] : unique;
}

export async function listManagers(db: Queryable, broadcasterID: string, onlyUserId?: number): Promise<BroadcasterManager[]> {
  const rows = await db
    .select({
      userId: users.id,
      username: users.username,
      displayName: users.displayName,
      email: users.email,
      role: broadcasterRoles.role,
      grantedAt: broadcasterRoles.grantedAt,
    })
    .from(broadcasterRoles)
    .innerJoin(users, eq(users.id, broadcasterRoles.userId))
    .where(and(eq(broadcasterRoles.broadcasterId, broadcasterID), onlyUserId === undefined ? undefined : eq(users.id, onlyUserId)))
    .orderBy(asc(broadcasterRoles.grantedAt), asc(users.id), asc(broadcasterRoles.role));
  const byUser = new Map<number, BroadcasterManager>();
  for (const row of rows) {
    let manager = byUser.get(row.userId);
    if (!manager) {
      manager = {
        userID: row.userId,
        username: row.username,
        displayName: displayNameOf({ username: row.username, display_name: row.displayName }),
        email: row.email,
        roles: [],
        grantedAt: row.grantedAt,
      };
      byUser.set(row.userId, manager);
    }
    manager.roles.push(row.role as BroadcasterRole);
    manager.grantedAt = Math.min(manager.grantedAt, row.grantedAt);
  }
  return [...byUser.values()].map((manager) => ({ ...manager, roles: storedRoles(manager.roles) }));
}

/** Serialises team changes of one broadcaster, so two Admins removing each other cannot leave it with none. */
export async function lockBroadcaster(tx: Tx, broadcasterID: string): Promise<void> {
  await tx.select({ id: broadcasters.id }).from(broadcasters).where(eq(broadcasters.id, broadcasterID)).for('update');
}

export async function adminCount(db: Queryable, broadcasterID: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${broadcasterRoles.userId})::int` })
    .from(broadcasterRoles)
    .where(and(eq(broadcasterRoles.broadcasterId, broadcasterID), eq(broadcasterRoles.role, BROADCASTER_ROLES.Admin)));
  return row?.n ?? 0;
}

export async function replaceRoles(db: Queryable, broadcasterID: string, userId: number, roles: BroadcasterRole[], now: number): Promise<void> {
  await db.delete(broadcasterRoles).where(and(eq(broadcasterRoles.broadcasterId, broadcasterID), eq(broadcasterRoles.userId, userId)));
  if (roles.length > 0) {
    await db.insert(broadcasterRoles).values(roles.map((role) => ({ userId, broadcasterId: broadcasterID, role, grantedAt: now })));
  }
}

/** Adds roles to what the user holds already (accepting an invitation never takes a permission away). */
export async function grantRoles(db: Queryable, broadcasterID: string, userId: number, roles: BroadcasterRole[], now: number): Promise<void> {
  await db
    .insert(broadcasterRoles)
    .values(roles.map((role) => ({ userId, broadcasterId: broadcasterID, role, grantedAt: now })))
    .onConflictDoNothing();
}

export type InviteRow = typeof userInvites.$inferSelect;

export async function userIdByEmail(db: Queryable, email: string): Promise<{ id: number; verified: boolean } | null> {
  const [row] = await db
    .select({ id: users.id, verified: users.verified })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row ?? null;
}

export async function pendingInvites(db: Queryable, broadcasterID: string): Promise<InviteRow[]> {
  return db
    .select()
    .from(userInvites)
    .where(and(eq(userInvites.broadcasterId, broadcasterID), isNull(userInvites.acceptedAt)))
    .orderBy(asc(userInvites.createdAt), asc(userInvites.id));
}

export async function presentInvites(db: Queryable, rows: InviteRow[]): Promise<UserInvite[]> {
  const emails = [...new Set(rows.map((row) => row.email.toLowerCase()))];
  const existing = emails.length
    ? await db.select({ email: sql<string>`lower(${users.email})` }).from(users).where(inArray(sql`lower(${users.email})`, emails))
    : [];
  const known = new Set(existing.map((row) => row.email));
  return rows.map((row) => ({
    inviteID: row.id,
    broadcasterID: row.broadcasterId,
    email: row.email,
    roles: storedRoles(row.roles as BroadcasterRole[]),
    createdAt: row.createdAt,
    lastSentAt: row.lastSentAt,
    accountExists: known.has(row.email.toLowerCase()),
  }));
}
