// The browser's token pair lives in one cookie (spec doc 2 §4, §9): base64url JSON, path /, SameSite=Lax,
// Secure on https, and a year of Max-Age only with "remember me" (else it ends with the browser session).
// Pure functions over cookie strings, so the rules are testable without a browser.
import { REFRESH_TOKEN_SECONDS } from '../constants/auth';
import { SESSION_COOKIE_NAME } from '../constants/accounts';

export interface StoredSession {
  access_token: string;
  refresh_token: string;
  /** the user ticked "remember me": the cookie outlives the browser session */
  remember: boolean;
  /** epoch ms at which the access token expires */
  accessExpiresAt: number;
}

export interface CookieWriteOptions {
  /** the page is served over https */
  secure: boolean;
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** The raw value of one cookie in a `document.cookie` string, or null. */
export function cookieValue(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

export interface SessionCookieContents {
  /** a session cookie is there at all (even an unreadable one, which must then be cleared) */
  present: boolean;
  /** what it holds, when it is readable; the pair may still be incomplete (see isValidPair) */
  stored: Partial<StoredSession> | null;
}

export function readSessionCookie(cookieHeader: string): SessionCookieContents {
  const raw = cookieValue(cookieHeader, SESSION_COOKIE_NAME);
  if (raw === null || raw === '') return { present: raw !== null, stored: null };
  try {
    const value: unknown = JSON.parse(fromBase64Url(raw));
    if (!value || typeof value !== 'object' || Array.isArray(value)) return { present: true, stored: null };
    const record = value as Record<string, unknown>;
    const stored: Partial<StoredSession> = {};
    if (typeof record.access_token === 'string') stored.access_token = record.access_token;
    if (typeof record.refresh_token === 'string') stored.refresh_token = record.refresh_token;
    stored.remember = record.remember === true;
    if (typeof record.accessExpiresAt === 'number' && Number.isFinite(record.accessExpiresAt)) {
      stored.accessExpiresAt = record.accessExpiresAt;
    }
    return { present: true, stored };
  } catch {
    return { present: true, stored: null };
  }
}

function attributes({ secure }: CookieWriteOptions): string {
  return `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The string to assign to document.cookie to store the pair. */
export function sessionCookieString(stored: StoredSession, options: CookieWriteOptions): string {
  const value = toBase64Url(
    JSON.stringify({
      access_token: stored.access_token,
      refresh_token: stored.refresh_token,
      remember: stored.remember,
      accessExpiresAt: stored.accessExpiresAt,
    }),
  );
  const maxAge = stored.remember ? `; Max-Age=${REFRESH_TOKEN_SECONDS}` : '';
  return `${SESSION_COOKIE_NAME}=${value}; ${attributes(options)}${maxAge}`;
}

/** The string to assign to document.cookie to delete the pair. */
export function clearedSessionCookieString(options: CookieWriteOptions): string {
  return `${SESSION_COOKIE_NAME}=; ${attributes(options)}; Max-Age=0`;
}
