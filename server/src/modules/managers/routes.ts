// The team of a broadcaster (spec doc 1 §6, doc 2 §7): managers and their permissions, invitations by e-mail,
// and accepting an invitation. Only Admins manage the team; any manager may leave; the last Admin stays.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { BROADCASTER_ROLES, type BroadcasterRole } from '@sermon/shared-contracts/constants/accounts';
import type { AcceptedInvite, InvitePreview } from '@sermon/shared-contracts/entities/broadcaster-team';
import { formatMessage } from '@sermon/shared-contracts/errors/messages';
import { displayNameOf, isValidEmail, normalizeIdentifier } from '@sermon/shared-contracts/rules/account-validation';
import { MANAGER_MESSAGES, normalizeManagerRoles } from '@sermon/shared-contracts/rules/manager-permissions';
import { INVITATION_PATH } from '@sermon/shared-contracts/rules/roles';
import type { AppContext } from '../../app-context';
import { broadcasters, userInvites, users } from '../../db/schema';
import { BadRequestError, HttpError, NotFoundError } from '../../http/api-errors';
import { urlBuilderFor } from '../../http/public-url';
import { acceptFormBodies, bodyOf, type Body } from '../accounts/request-body';
import { EMAIL_TEXT } from '../accounts/field-texts';
import { hashToken, newOpaqueToken } from '../auth/secret-tokens';
import { requireBroadcasterRole } from '../dashboard-access/broadcaster-access';
import { inviteMail } from './invite-mail';
import {
  adminCount,
  grantRoles,
  listManagers,
  lockBroadcaster,
  pendingInvites,
  presentInvites,
  replaceRoles,
  userIdByEmail,
  type InviteRow,
} from './team-repo';

/** How long an invitation link works after it was (re)sent. */
export const INVITE_VALID_DAYS = 30;
const INVITE_VALID_SECONDS = INVITE_VALID_DAYS * 24 * 3600;
/** The page the mail links to (mf-dashboard managers feature). */
export const INVITE_PAGE = INVITATION_PATH;

const CONFLICT = 'CONFLICT';
const PERMISSION_NAMES: Record<BroadcasterRole, string> = { 2: 'Admin (all permissions)', 3: 'Uploader', 4: 'Biller' };

function now(): number {
  return Math.floor(Date.now() / 1000);
}

/** roles as a JSON array of numbers, or what a form sends: '2,3' or repeated/array numeric strings. */
function rolesFrom(body: Body): unknown[] {
  const value = body.roles;
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' && /^\d+$/.test(item.trim()) ? Number(item) : item));
  if (typeof value === 'number') return [value];
  if (typeof value === 'string') {
    return value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  }
  return [];
}

function rolesOrThrow(body: Body): BroadcasterRole[] {
  const result = normalizeManagerRoles(rolesFrom(body));
  if ('problem' in result) throw new BadRequestError({ roles: result.problem });
  return result.roles;
}

function idParam(value: string, field: string): number {
  if (!/^\d{1,9}$/.test(value)) throw new BadRequestError({ [field]: 'must be a whole number' });
  return Number(value);
}

export async function managerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  acceptFormBodies(app);

  async function sendInvite(request: FastifyRequest, invite: InviteRow, token: string, broadcasterName: string, inviterName: string) {
    const url = urlBuilderFor(request, ctx.config.publicBaseUrl);
    const acceptPath = `${INVITE_PAGE}?invite=${encodeURIComponent(token)}`;
    const account = await userIdByEmail(db, invite.email);
    await ctx.mailer.send(
      inviteMail({
        to: invite.email,
        broadcasterName,
        inviterName,
        permissions: (invite.roles as BroadcasterRole[]).map((role) => PERMISSION_NAMES[role]),
        acceptUrl: url(acceptPath),
        signUpUrl: url(`/user/login?signup=true&next=${encodeURIComponent(acceptPath)}`),
        accountExists: account !== null,
        validDays: INVITE_VALID_DAYS,
      }),
    );
  }

  async function inviterName(userId: number): Promise<string> {
    const [row] = await db.select({ username: users.username, displayName: users.displayName }).from(users).where(eq(users.id, userId));
    return row ? displayNameOf({ username: row.username, display_name: row.displayName }) : 'A manager';
  }

  // ---- managers ----

  app.get<{ Params: { broadcasterID: string } }>('/v2/node/broadcasters/:broadcasterID/user_roles', async (request) => {
    const access = await requireBroadcasterRole(ctx, request, request.params.broadcasterID, BROADCASTER_ROLES.Admin);
    const results = await listManagers(db, access.broadcaster.id);
    return { results, totalCount: results.length };
  });

  app.patch<{ Params: { broadcasterID: string; userID: string } }>('/v2/node/broadcasters/:broadcasterID/user_roles/:userID', async (request) => {
    const access = await requireBroadcasterRole(ctx, request, request.params.broadcasterID, BROADCASTER_ROLES.Admin);
    const userId = idParam(request.params.userID, 'userID');
    const roles = rolesOrThrow(bodyOf(request.body));
    const broadcasterID = access.broadcaster.id;
    await db.transaction(async (tx) => {
      await lockBroadcaster(tx, broadcasterID);
      const [current] = await listManagers(tx, broadcasterID, userId);
      if (!current) throw new NotFoundError(MANAGER_MESSAGES.managerNotFound);
      const losesAdmin = current.roles.includes(BROADCASTER_ROLES.Admin) && !roles.includes(BROADCASTER_ROLES.Admin);
      if (losesAdmin && (await adminCount(tx, broadcasterID)) <= 1) throw new HttpError(409, MANAGER_MESSAGES.lastAdmin, CONFLICT);
      await replaceRoles(tx, broadcasterID, userId, roles, current.grantedAt);
    });
    const [updated] = await listManagers(db, broadcasterID, userId);
    return updated;
  });

  // An Admin removes anyone; any manager may remove themselves ("leave"), but never the last Admin.
  app.delete<{ Params: { broadcasterID: string; userID: string } }>('/v2/node/broadcasters/:broadcasterID/user_roles/:userID', async (request, reply) => {
    const userId = idParam(request.params.userID, 'userID');
    const caller = await ctx.auth.requireUser(request);
    const access = await requireBroadcasterRole(ctx, request, request.params.broadcasterID, caller.id === userId ? null : BROADCASTER_ROLES.Admin);
    const broadcasterID = access.broadcaster.id;
    await db.transaction(async (tx) => {
      await lockBroadcaster(tx, broadcasterID);
      const [current] = await listManagers(tx, broadcasterID, userId);
      if (!current) throw new NotFoundError(MANAGER_MESSAGES.managerNotFound);
      if (current.roles.includes(BROADCASTER_ROLES.Admin) && (await adminCount(tx, broadcasterID)) <= 1) {
        throw new HttpError(409, MANAGER_MESSAGES.lastAdmin, CONFLICT);
      }
      await replaceRoles(tx, broadcasterID, userId, [], now());
    });
    return reply.code(204).send();
  });

  // ---- invitations ----

  app.get<{ Params: { broadcasterID: string } }>('/v2/node/broadcasters/:broadcasterID/user_invites', async (request) => {
    const access = await requireBroadcasterRole(ctx, request, request.params.broadcasterID, BROADCASTER_ROLES.Admin);
    const results = await presentInvites(db, await pendingInvites(db, access.broadcaster.id));
    return { results, totalCount: results.length };
  });

  app.post<{ Params: { broadcasterID: string } }>('/v2/node/broadcasters/:broadcasterID/user_invites', async (request, reply) => {
    const access = await requireBroadcasterRole(ctx, request, request.params.broadcasterID, BROADCASTER_ROLES.Admin);
    const body = bodyOf(request.body);
    const problems: Record<string, string> = {};
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    if (!isValidEmail(email)) problems.email = EMAIL_TEXT;
    const result = normalizeManagerRoles(rolesFrom(body));
    if ('problem' in result) problems.roles = result.problem;
    if (Object.keys(problems).length > 0) throw new BadRequestError(problems);
    const roles = (result as { roles: BroadcasterRole[] }).roles;
    const broadcasterID = access.broadcaster.id;

    const token = newOpaqueToken();
    const created = await db.transaction(async (tx) => {
      await lockBroadcaster(tx, broadcasterID);
      const account = await userIdByEmail(tx, email);
      if (account && (await listManagers(tx, broadcasterID, account.id)).length > 0) {
        throw new HttpError(409, MANAGER_MESSAGES.alreadyManager, CONFLICT, { email: MANAGER_MESSAGES.alreadyManager });
      }
      const [pending] = await tx
        .select({ id: userInvites.id })
        .from(userInvites)
        .where(and(eq(userInvites.broadcasterId, broadcasterID), isNull(userInvites.acceptedAt), sql`lower(${userInvites.email}) = ${normalizeIdentifier(email)}`));
      if (pending) throw new HttpError(409, MANAGER_MESSAGES.alreadyInvited, CONFLICT, { email: MANAGER_MESSAGES.alreadyInvited });
      const at = now();
      const [row] = await tx
        .insert(userInvites)
        .values({ broadcasterId: broadcasterID, email, roles, tokenHash: hashToken(token), invitedByUserId: access.caller.id, createdAt: at, lastSentAt: at })
        .returning();
      return row!;
    });
    await sendInvite(request, created, token, access.broadcaster.displayName, await inviterName(access.caller.id));
    const [presented] = await presentInvites(db, [created]);
    return reply.code(201).send(presented);
  });

  // A new token each time: only the hash is kept, so the old link stops working and the new mail carries a fresh one.
  app.post<{ Params: { broadcasterID: string; inviteID: string } }>(
    '/v2/node/broadcasters/:broadcasterID/user_invites/:inviteID/resend',
    async (request) => {
      const access = await requireBroadcasterRole(ctx, request, request.params.broadcasterID, BROADCASTER_ROLES.Admin);
      const inviteId = idParam(request.params.inviteID, 'inviteID');
      const token = newOpaqueToken();
      const [row] = await db
        .update(userInvites)
        .set({ tokenHash: hashToken(token), lastSentAt: now() })
        .where(and(eq(userInvites.id, inviteId), eq(userInvites.broadcasterId, access.broadcaster.id), isNull(userInvites.acceptedAt)))
        .returning();
      if (!row) throw new NotFoundError(MANAGER_MESSAGES.inviteNotFound);
      await sendInvite(request, row, token, access.broadcaster.displayName, await inviterName(access.caller.id));
      const [presented] = await presentInvites(db, [row]);
      return presented;
    },
  );

  app.delete<{ Params: { broadcasterID: string; inviteID: string } }>(
    '/v2/node/broadcasters/:broadcasterID/user_invites/:inviteID',
    async (request, reply) => {
      const access = await requireBroadcasterRole(ctx, request, request.params.broadcasterID, BROADCASTER_ROLES.Admin);
      const inviteId = idParam(request.params.inviteID, 'inviteID');
      const deleted = await db
        .delete(userInvites)
        .where(and(eq(userInvites.id, inviteId), eq(userInvites.broadcasterId, access.broadcaster.id), isNull(userInvites.acceptedAt)))
        .returning({ id: userInvites.id });
      if (deleted.length === 0) throw new NotFoundError(MANAGER_MESSAGES.inviteNotFound);
      return reply.code(204).send();
    },
  );

  // ---- the invitee's side ----

  async function liveInvite(token: string): Promise<InviteRow & { broadcasterName: string }> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw new NotFoundError(MANAGER_MESSAGES.inviteNotFound);
    const [row] = await db
      .select({ invite: userInvites, broadcasterName: broadcasters.displayName })
      .from(userInvites)
      .innerJoin(broadcasters, eq(broadcasters.id, userInvites.broadcasterId))
      .where(eq(userInvites.tokenHash, hashToken(token)));
    if (!row || row.invite.acceptedAt !== null || row.invite.lastSentAt + INVITE_VALID_SECONDS < now()) {
      throw new NotFoundError(MANAGER_MESSAGES.inviteNotFound);
    }
    return { ...row.invite, broadcasterName: row.broadcasterName };
  }

  // The token is the secret: whoever holds the link may see which broadcaster and address it is for.
  app.get<{ Params: { token: string } }>('/v2/site/invites/:token', async (request): Promise<InvitePreview> => {
    const invite = await liveInvite(request.params.token);
    return {
      broadcasterID: invite.broadcasterId,
      broadcasterName: invite.broadcasterName,
      email: invite.email,
      roles: invite.roles as BroadcasterRole[],
      accountExists: (await userIdByEmail(db, invite.email)) !== null,
    };
  });

  app.post<{ Params: { token: string } }>('/v2/site/invites/:token/accept', async (request): Promise<AcceptedInvite> => {
    const caller = await ctx.auth.requireUser(request);
    const invite = await liveInvite(request.params.token);
    if (normalizeIdentifier(caller.email) !== normalizeIdentifier(invite.email)) {
      throw new HttpError(403, formatMessage(MANAGER_MESSAGES.inviteOtherEmail, { email: invite.email }), 'INVITE_OTHER_EMAIL');
    }
    if (!caller.verified) throw new HttpError(403, MANAGER_MESSAGES.verifyEmailFirst, 'EMAIL_NOT_VERIFIED');
    const roles = invite.roles as BroadcasterRole[];
    await db.transaction(async (tx) => {
      // marking it accepted first makes a second, concurrent accept of the same link find nothing to accept
      const claimed = await tx
        .update(userInvites)
        .set({ acceptedAt: now(), acceptedByUserId: caller.id })
        .where(and(eq(userInvites.id, invite.id), isNull(userInvites.acceptedAt)))
        .returning({ id: userInvites.id });
      if (claimed.length === 0) throw new NotFoundError(MANAGER_MESSAGES.inviteNotFound);
      await grantRoles(tx, invite.broadcasterId, caller.id, roles, now());
    });
    return { broadcasterID: invite.broadcasterId, roles };
  });
}
