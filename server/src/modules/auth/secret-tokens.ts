// Opaque random tokens (refresh tokens, e-mail codes, device codes) and their stored sha-256 form.
import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 256 random bits, base64url. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token itself: a leaked table gives no usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Letters a person can read off a TV and type without confusion (no I, O, 0, 1). */
const USER_CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** 'ABCD-EFGH': 8 letters, about 36 bits; brute force is bounded by the expiry and the attempt limit. */
export function newUserCode(): string {
  let letters = '';
  for (let i = 0; i < 8; i++) letters += USER_CODE_LETTERS[randomInt(USER_CODE_LETTERS.length)];
  return `${letters.slice(0, 4)}-${letters.slice(4)}`;
}

/** Accepts 'abcd efgh', 'ABCDEFGH', 'abcd-efgh'; null when it cannot be a user code. */
export function normalizeUserCode(input: string): string | null {
  const letters = input.toUpperCase().replace(/[^A-Z]/g, '');
  return letters.length === 8 ? `${letters.slice(0, 4)}-${letters.slice(4)}` : null;
}
