// @vitest-environment node
import { cookieIsSecure, sessionCookieOptions } from './session';

describe('the session cookie', () => {
  it('is Secure everywhere but plain-http loopback', () => {
    expect(cookieIsSecure('http://127.0.0.1:3000')).toBe(false);
    expect(cookieIsSecure('http://localhost:3000')).toBe(false);
    expect(cookieIsSecure('https://localhost')).toBe(true);
    expect(cookieIsSecure('http://www.terralis.example')).toBe(true);
    expect(cookieIsSecure('http://10.0.0.5:3000')).toBe(true);
  });

  it('is HttpOnly, SameSite=Lax, site-wide and expires', () => {
    expect(sessionCookieOptions('https://www.terralis.example')).toEqual({ httpOnly: true, secure: true, sameSite: 'lax', path: '/', maxAge: 8 * 3600 });
  });
});
