// Access tokens: HS256 JWTs that live ACCESS_TOKEN_SECONDS. They carry only the user id and the session
// family; roles are read from the database on every request, so a removed role takes effect at once.
import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_SECONDS } from '@sermon/shared-contracts/constants/auth';
import { ACCOUNT_ERROR_CODES, ACCOUNT_MESSAGES } from '@sermon/shared-contracts/constants/accounts';
import { HttpError } from '../../http/api-errors';

const ISSUER = 'sermonhub';
const AUDIENCE = 'sermonhub-api';

export interface AccessClaims {
  userId: number;
  /** refresh-token family (one per sign-in), so a session can be told apart from others */
  familyId: string;
}

export class AccessTokens {
  constructor(
    private readonly key: Uint8Array,
    private readonly now: () => number = () => Date.now(),
  ) {}

  async sign(claims: AccessClaims): Promise<string> {
    const issuedAt = Math.floor(this.now() / 1000);
    return new SignJWT({ sid: claims.familyId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
      .setJti(randomUUID())
      .sign(this.key);
  }

  /** Throws 401 TOKEN_EXPIRED for an expired token and 401 UNAUTHORIZED for anything else that is not ours. */
  async verify(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: new Date(this.now()),
      });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || userId <= 0 || typeof payload.sid !== 'string') throw new Error('bad claims');
      return { userId, familyId: payload.sid };
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        throw new HttpError(401, ACCOUNT_MESSAGES.tokenExpired, ACCOUNT_ERROR_CODES.tokenExpired);
      }
      throw unauthorized();
    }
  }
}

export function unauthorized(): HttpError {
  return new HttpError(401, ACCOUNT_MESSAGES.unauthorized, ACCOUNT_ERROR_CODES.unauthorized);
}

export function forbidden(message: string = ACCOUNT_MESSAGES.forbidden): HttpError {
  return new HttpError(403, message, ACCOUNT_ERROR_CODES.forbidden);
}
