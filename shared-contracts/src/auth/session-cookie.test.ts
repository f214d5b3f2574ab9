import { SESSION_COOKIE_NAME } from '../constants/accounts';
import { clearedSessionCookieString, cookieValue, readSessionCookie, sessionCookieString, type StoredSession } from './session-cookie';

const stored: StoredSession = { access_token: 'a.b.c', refresh_token: 'r-1_x', remember: false, accessExpiresAt: 1_700_000_000_000 };

function asDocumentCookie(written: string, others = 'locale=de'): string {
  return `${others}; ${written.split(';')[0]}`;
}

describe('the session cookie', () => {
  it('round-trips the pair, the remember flag and the access expiry as base64url JSON', () => {
    const written = sessionCookieString({ ...stored, remember: true }, { secure: false });
    const value = cookieValue(asDocumentCookie(written), SESSION_COOKIE_NAME)!;
    expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(readSessionCookie(asDocumentCookie(written))).toEqual({ present: true, stored: { ...stored, remember: true } });
  });

  it('lasts a year only with remember me, else ends with the browser session', () => {
    expect(sessionCookieString({ ...stored, remember: true }, { secure: false })).toMatch(/; Path=\/; SameSite=Lax; Max-Age=31536000$/);
    expect(sessionCookieString(stored, { secure: false })).not.toContain('Max-Age');
  });

  it('is Secure on https only', () => {
    expect(sessionCookieString(stored, { secure: true })).toContain('; Secure');
    expect(sessionCookieString(stored, { secure: false })).not.toContain('Secure');
  });

  it('is deleted with Max-Age=0 on the same path', () => {
    expect(clearedSessionCookieString({ secure: false })).toBe(`${SESSION_COOKIE_NAME}=; Path=/; SameSite=Lax; Max-Age=0`);
  });

  it('reads as absent when there is none, and as present but unreadable when it is garbage', () => {
    expect(readSessionCookie('locale=de')).toEqual({ present: false, stored: null });
    expect(readSessionCookie(`${SESSION_COOKIE_NAME}=%%%not-base64`)).toEqual({ present: true, stored: null });
    const notAnObject = Buffer.from('[1,2]').toString('base64url');
    expect(readSessionCookie(`${SESSION_COOKIE_NAME}=${notAnObject}`)).toEqual({ present: true, stored: null });
  });

  it('drops fields of the wrong type', () => {
    const value = Buffer.from(JSON.stringify({ access_token: 5, refresh_token: 'r', remember: 'yes' })).toString('base64url');
    expect(readSessionCookie(`${SESSION_COOKIE_NAME}=${value}`).stored).toEqual({ refresh_token: 'r', remember: false });
  });

  it('finds its cookie among others with similar names', () => {
    expect(cookieValue(`x${SESSION_COOKIE_NAME}=no; ${SESSION_COOKIE_NAME}=yes`, SESSION_COOKIE_NAME)).toBe('yes');
  });
});
