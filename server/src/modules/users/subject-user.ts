// Whose data a call reads or changes: the caller's own, or, with `userID`, another user's (site admins only).
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ACCOUNT_ERROR_CODES, ACCOUNT_MESSAGES } from '@sermon/shared-contracts/constants/accounts';
import { isSiteAdmin } from '@sermon/shared-contracts/rules/roles';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { BadRequestError, HttpError } from '../../http/api-errors';
import { forbidden } from '../auth/access-tokens';
import type { SignedInCaller } from '../auth/request-auth';

function single(value: unknown): unknown {
  return Array.isArray(value) ? value[value.length - 1] : value;
}

/** `userID` from the query string, or from a JSON body (some clients send it there). */
function requestedUserId(request: FastifyRequest): unknown {
  const fromQuery = single((request.query as Record<string, unknown> | undefined)?.userID);
  if (fromQuery !== undefined && fromQuery !== '') return fromQuery;
  const body = request.body;
  if (body && typeof body === 'object' && !Array.isArray(body) && !Buffer.isBuffer(body)) {
    const fromBody = (body as Record<string, unknown>).userID;
    if (fromBody !== undefined && fromBody !== null && fromBody !== '') return fromBody;
  }
  return undefined;
}

/**
 * The id of the user the call is about. Another user's id is refused with 403 before anything is looked up, so
 * a listener cannot even learn which user ids exist; a site admin gets 404 for an id nobody has.
 */
export async function subjectUserId(db: Db, request: FastifyRequest, caller: SignedInCaller): Promise<number> {
  const raw = requestedUserId(request);
  if (raw === undefined) return caller.id;
  const text = String(raw).trim();
  if (!/^\d{1,10}$/.test(text) || Number(text) > 2_147_483_647 || Number(text) < 1) {
    throw new BadRequestError({ userID: 'must be a user id' });
  }
  const id = Number(text);
  if (id === caller.id) return id;
  if (!isSiteAdmin(caller)) throw forbidden();
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  if (!row) throw new HttpError(404, ACCOUNT_MESSAGES.noUser, ACCOUNT_ERROR_CODES.userNotFound);
  return id;
}
