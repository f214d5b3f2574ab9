// Who is calling: the Bearer access token of a request, verified once and resolved to the user with their roles.
import type { FastifyRequest } from 'fastify';
import { ACCOUNT_ERROR_CODES, ACCOUNT_MESSAGES } from '@sermon/shared-contracts/constants/accounts';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/api-errors';
import { unauthorized, type AccessClaims, type AccessTokens } from './access-tokens';
import { loadAuthUser, type AuthUser } from './auth-user';
import { isRefreshFamilyLive } from './refresh-tokens';

export interface SignedInCaller extends AuthUser {
  /** the sign-in (refresh-token family) this request belongs to */
  familyId: string;
}

export interface RequestAuth {
  /** The caller, or 401 (no token, tampered, expired, signed out, deleted user) / 403 (disabled account). */
  requireUser(request: FastifyRequest): Promise<SignedInCaller>;
  /** Null when the request carries no token; a token that is present must be valid (so the client refreshes). */
  optionalUser(request: FastifyRequest): Promise<SignedInCaller | null>;
}

function bearerToken(request: FastifyRequest): string | null | undefined {
  const header = request.headers.authorization;
  if (header === undefined || header === '') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : undefined;
}

export function createRequestAuth(db: Db, tokens: AccessTokens): RequestAuth {
  // One lookup per request however many handlers ask.
  const resolved = new WeakMap<FastifyRequest, Promise<SignedInCaller | null>>();

  async function resolve(request: FastifyRequest): Promise<SignedInCaller | null> {
    const token = bearerToken(request);
    if (token === null) return null;
    if (token === undefined) throw unauthorized();
    const claims: AccessClaims = await tokens.verify(token);
    const [user, sessionLive] = await Promise.all([loadAuthUser(db, claims.userId), isRefreshFamilyLive(db, claims.familyId)]);
    // A signed-out (or revoked) session ends at once, not when its access token expires.
    if (!user || !sessionLive) throw unauthorized();
    if (user.disabled) throw new HttpError(403, ACCOUNT_MESSAGES.accountDisabled, ACCOUNT_ERROR_CODES.accountDisabled);
    return { ...user, familyId: claims.familyId };
  }

  function cached(request: FastifyRequest): Promise<SignedInCaller | null> {
    let pending = resolved.get(request);
    if (!pending) {
      pending = resolve(request);
      resolved.set(request, pending);
    }
    return pending;
  }

  return {
    async requireUser(request) {
      const user = await cached(request);
      if (!user) throw unauthorized();
      return user;
    },
    optionalUser: cached,
  };
}
