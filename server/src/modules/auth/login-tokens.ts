// The token pair a client receives: an access JWT naming the session family and the family's refresh token.
import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS } from '@sermon/shared-contracts/constants/auth';
import type { LoginTokens } from '@sermon/shared-contracts/entities/user';
import type { Db } from '../../db/client';
import type { AccessTokens } from './access-tokens';
import { startRefreshFamily, type IssuedRefreshToken } from './refresh-tokens';

export async function loginTokensFor(tokens: AccessTokens, issued: IssuedRefreshToken): Promise<LoginTokens> {
  return {
    access_token: await tokens.sign({ userId: issued.userId, familyId: issued.familyId }),
    refresh_token: issued.token,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    refresh_expires_in: REFRESH_TOKEN_SECONDS,
  };
}

/** A fresh session (new refresh family) for a user who just proved who they are. */
export async function startSession(db: Db, tokens: AccessTokens, userId: number): Promise<LoginTokens> {
  return loginTokensFor(tokens, await startRefreshFamily(db, userId));
}
