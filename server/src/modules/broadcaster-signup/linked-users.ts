// POST node/broadcasters/{id}/linked_users {username}: an Admin links an existing account (found by username or
// e-mail) to the broadcaster, the /broadcaster/linking-users page. Invitations of people without an account are
// the managers page's (user_invites).
import type { FastifyRequest } from 'fastify';
import { and, eq, or, sql } from 'drizzle-orm';
import type { LinkedUser } from '@sermon/shared-contracts/api/link-broadcaster-user';
import { BROADCASTER_ROLES, type BroadcasterRole } from '@sermon/shared-contracts/constants/accounts';
import { API_ERROR_CODES, ERROR_MESSAGES } from '@sermon/shared-contracts/errors/messages';
import { displayNameOf } from '@sermon/shared-contracts/rules/account-validation';
import type { AppContext } from '../../app-context';
import { broadcasterRoles, users } from '../../db/schema';
import { BadRequestError, HttpError } from '../../http/api-errors';
import { FieldProblems, bodyOf, requiredText } from '../accounts/request-body';
import { requireBroadcasterRole } from '../dashboard-access/broadcaster-access';
import { nowSeconds } from '../sermons/visibility';

export const USER_ALREADY_LINKED_CODE = 'USER_ALREADY_LINKED';
export const ROLES_TEXT = 'Choose at least one of Admin (2), Uploader (3) and Biller (4).';
const KNOWN_ROLES = Object.values(BROADCASTER_ROLES) as number[];

function readRoles(value: unknown): BroadcasterRole[] {
  if (value === undefined || value === null) return [BROADCASTER_ROLES.Admin];
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
  const roles = list.map((item) => Number(typeof item === 'string' ? item.trim() : item));
  if (roles.length === 0 || roles.some((role) => !KNOWN_ROLES.includes(role))) throw new BadRequestError({ roles: ROLES_TEXT });
  return [...new Set(roles)] as BroadcasterRole[];
}

export async function linkUser(ctx: AppContext, request: FastifyRequest, broadcasterID: string): Promise<LinkedUser> {
  const access = await requireBroadcasterRole(ctx, request, broadcasterID, BROADCASTER_ROLES.Admin);
  const body = { ...bodyOf(request.query), ...bodyOf(request.body) };
  const problems = new FieldProblems();
  const name = requiredText(body, 'username', problems).trim();
  problems.throwIfAny();
  const roles = readRoles(body.roles);

  const lower = name.toLowerCase();
  const [user] = await ctx.db
    .select({ id: users.id, username: users.username, displayName: users.displayName })
    .from(users)
    .where(and(or(sql`lower(${users.username}) = ${lower}`, sql`lower(${users.email}) = ${lower}`), eq(users.disabled, false)))
    .limit(1);
  if (!user) throw new HttpError(404, ERROR_MESSAGES.noUser, API_ERROR_CODES.notFound, { username: ERROR_MESSAGES.noUser });

  const now = nowSeconds();
  const linked = await ctx.db.transaction(async (tx) => {
    const existing = await tx
      .select({ role: broadcasterRoles.role })
      .from(broadcasterRoles)
      .where(and(eq(broadcasterRoles.userId, user.id), eq(broadcasterRoles.broadcasterId, access.broadcaster.id)))
      .limit(1);
    if (existing.length) return false;
    const inserted = await tx
      .insert(broadcasterRoles)
      .values(roles.map((role) => ({ userId: user.id, broadcasterId: access.broadcaster.id, role, grantedAt: now })))
      .onConflictDoNothing()
      .returning({ role: broadcasterRoles.role });
    return inserted.length > 0;
  });
  if (!linked) {
    throw new HttpError(409, ERROR_MESSAGES.userAlreadyLinked, USER_ALREADY_LINKED_CODE, { username: ERROR_MESSAGES.userAlreadyLinked });
  }
  return { userID: user.id, username: user.username, displayName: displayNameOf({ username: user.username, display_name: user.displayName }), roles };
}
