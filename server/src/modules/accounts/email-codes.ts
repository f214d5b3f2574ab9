// One-time codes sent by e-mail ('activation' verifies an address, 'reset' sets a new password). Only the
// sha-256 of a code is stored; using a code is one conditional UPDATE, so a code works exactly once.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { ACTIVATION_CODE_SECONDS, RESET_CODE_SECONDS } from '@sermon/shared-contracts/constants/accounts';
import type { Db } from '../../db/client';
import { emailCodes } from '../../db/schema';
import { hashToken, newOpaqueToken } from '../auth/secret-tokens';

export type EmailCodePurpose = 'activation' | 'reset';

const LIFETIME_SECONDS: Record<EmailCodePurpose, number> = { activation: ACTIVATION_CODE_SECONDS, reset: RESET_CODE_SECONDS };

/** Longer than any code we issue: anything longer is not ours and is refused without a query. */
const MAX_CODE_LENGTH = 128;

/** Stores a new code for the address it is sent to and returns the code (it goes into the mail only). */
export async function createEmailCode(
  db: Db,
  userId: number,
  purpose: EmailCodePurpose,
  email: string,
  nowMs = Date.now(),
): Promise<string> {
  const code = newOpaqueToken();
  const now = Math.floor(nowMs / 1000);
  await db.insert(emailCodes).values({
    userId,
    purpose,
    codeHash: hashToken(code),
    email,
    createdAt: now,
    expiresAt: now + LIFETIME_SECONDS[purpose],
  });
  return code;
}

/** Marks the code used and returns whose it was and the address it was sent to; null for unknown, used or expired. */
export async function consumeEmailCode(
  db: Db,
  code: string,
  purpose: EmailCodePurpose,
  nowMs = Date.now(),
): Promise<{ userId: number; email: string } | null> {
  if (code.length === 0 || code.length > MAX_CODE_LENGTH) return null;
  const now = Math.floor(nowMs / 1000);
  const [row] = await db
    .update(emailCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailCodes.codeHash, hashToken(code)),
        eq(emailCodes.purpose, purpose),
        isNull(emailCodes.usedAt),
        gt(emailCodes.expiresAt, now),
      ),
    )
    .returning({ userId: emailCodes.userId, email: emailCodes.email });
  return row ?? null;
}

/** Ends every open code of a purpose (after a reset, the other reset mails must not work any more). */
export async function retireEmailCodes(db: Db, userId: number, purpose: EmailCodePurpose, nowMs = Date.now()): Promise<void> {
  await db
    .update(emailCodes)
    .set({ usedAt: Math.floor(nowMs / 1000) })
    .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose), isNull(emailCodes.usedAt)));
}
