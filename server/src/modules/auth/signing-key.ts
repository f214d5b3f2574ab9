// The HS256 key for access tokens: JWT_SECRET when set, else a random key generated on first start and kept in
// the database, so restarts and every instance on the same database accept each other's tokens.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serverSecrets } from '../../db/schema';

const SECRET_NAME = 'jwt-signing-key';

export async function loadSigningKey(db: Db, configuredSecret: string | undefined): Promise<Uint8Array> {
  if (configuredSecret) {
    if (configuredSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return new TextEncoder().encode(configuredSecret);
  }
  const candidate = randomBytes(48).toString('base64url');
  // Two instances starting together both insert; the first row wins and both read it back.
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: candidate, createdAt: Math.floor(Date.now() / 1000) })
    .onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
  if (!row) throw new Error('The JWT signing key could not be stored');
  return new TextEncoder().encode(row.value);
}
