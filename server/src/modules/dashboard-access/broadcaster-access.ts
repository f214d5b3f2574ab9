// Who may act for a broadcaster on the server (spec doc 1 §6): every dashboard call goes through here, so a Biller
// cannot edit sermons and another broadcaster's admin gets 403, whatever the frontend shows.
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { BroadcasterRole } from '@sermon/shared-contracts/constants/accounts';
import { ERROR_MESSAGES, NOT_FOUND_MESSAGES, formatMessage } from '@sermon/shared-contracts/errors/messages';
import { canActForBroadcaster, broadcasterRolesOf } from '@sermon/shared-contracts/rules/roles';
import type { AppContext } from '../../app-context';
import { broadcasters } from '../../db/schema';
import { HttpError, NotFoundError } from '../../http/api-errors';
import type { SignedInCaller } from '../auth/request-auth';

export const FORBIDDEN_CODE = 'FORBIDDEN';

export interface BroadcasterAccess {
  caller: SignedInCaller;
  broadcaster: { id: string; displayName: string; disabled: boolean };
  /** every role the caller holds for the broadcaster, Admin expanded (site admins hold all) */
  roles: BroadcasterRole[];
}

/** 403 with the spec's text, naming the broadcaster whose admin to ask. */
export function forbiddenFor(broadcasterName: string): HttpError {
  return new HttpError(403, formatMessage(ERROR_MESSAGES.forbidden, { broadcaster: broadcasterName }), FORBIDDEN_CODE);
}

/**
 * The caller must be signed in (401) and hold `role` (or Admin) for the broadcaster (403); an unknown broadcaster
 * is 404. Pass `role: null` to accept any role at all (read-only dashboard data).
 */
export async function requireBroadcasterRole(
  ctx: Pick<AppContext, 'db' | 'auth'>,
  request: FastifyRequest,
  broadcasterID: string,
  role: BroadcasterRole | null,
): Promise<BroadcasterAccess> {
  const caller = await ctx.auth.requireUser(request);
  const [broadcaster] = await ctx.db
    .select({ id: broadcasters.id, displayName: broadcasters.displayName, disabled: broadcasters.disabled })
    .from(broadcasters)
    .where(eq(broadcasters.id, broadcasterID))
    .limit(1);
  if (!broadcaster) throw new NotFoundError(NOT_FOUND_MESSAGES.broadcaster);
  const roles = broadcasterRolesOf(caller, broadcaster.id);
  const allowed = role === null ? roles.length > 0 : canActForBroadcaster(caller, broadcaster.id, role);
  if (!allowed) throw forbiddenFor(broadcaster.displayName);
  return { caller, broadcaster, roles };
}
