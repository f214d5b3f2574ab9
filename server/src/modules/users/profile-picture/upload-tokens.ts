// Signed upload URLs for profile pictures. POST upload_profile_picture hands out
// /v2/site/users/profile_picture/<token>; the token is an HS256 JWT valid PROFILE_PICTURE_UPLOAD_SECONDS that
// names the user and the picture they had when it was issued. A JWT (rather than a table row) needs no cleanup
// and works on every instance; naming the current picture makes it single-use: once a picture is stored, the
// user's picture key has changed and the same URL is refused.
// Its key is separate from the access-token key (its own server_secrets row), so neither token can pass as the other.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { PROFILE_PICTURE_UPLOAD_SECONDS } from '@sermon/shared-contracts/constants/accounts';
import type { Db } from '../../../db/client';
import { serverSecrets } from '../../../db/schema';

const SECRET_NAME = 'profile-picture-upload-key';
const ISSUER = 'sermonhub';
const AUDIENCE = 'sermonhub-profile-picture-upload';

export const UPLOAD_PATH_PREFIX = '/v2/site/users/profile_picture/';

export interface UploadGrant {
  userId: number;
  /** the user's picture key when the URL was issued ('' for none) */
  currentPicture: string;
}

async function loadKey(db: Db): Promise<Uint8Array> {
  const candidate = randomBytes(48).toString('base64url');
  // Instances starting together both insert; the first row wins and both read it back.
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: candidate, createdAt: Math.floor(Date.now() / 1000) })
    .onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
  if (!row) throw new Error('The profile picture upload key could not be stored');
  return new TextEncoder().encode(row.value);
}

export class UploadTokens {
  private key: Promise<Uint8Array> | null = null;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = () => Date.now(),
  ) {}

  private signingKey(): Promise<Uint8Array> {
    this.key ??= loadKey(this.db).catch((error: unknown) => {
      this.key = null;
      throw error;
    });
    return this.key;
  }

  async sign(grant: UploadGrant): Promise<string> {
    const issuedAt = Math.floor(this.now() / 1000);
    return new SignJWT({ pic: grant.currentPicture })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(grant.userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + PROFILE_PICTURE_UPLOAD_SECONDS)
      .sign(await this.signingKey());
  }

  /** The grant of a valid token; null for anything expired, tampered or not ours. */
  async verify(token: string): Promise<UploadGrant | null> {
    if (token.length > 2048) return null;
    try {
      const { payload } = await jwtVerify(token, await this.signingKey(), {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: new Date(this.now()),
      });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || userId <= 0 || typeof payload.pic !== 'string') return null;
      return { userId, currentPicture: payload.pic };
    } catch {
      return null;
    }
  }
}
