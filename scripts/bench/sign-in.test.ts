import { cookieHeader, keepCookies } from './sign-in.mjs';

describe('the bench\'s cookie jar', () => {
  it('keeps each cookie a response sets, without attributes, and drops those it clears', () => {
    const jar = new Map<string, string>([['sign-in', 'pending']]);
    const headers = new Headers();
    headers.append('set-cookie', 'session=abc.def=; Path=/; HttpOnly; SameSite=Lax');
    headers.append('set-cookie', 'sign-in=; Path=/api/auth; Max-Age=0');
    headers.append('set-cookie', 'NEXT_LOCALE=pt-BR; Path=/');
    keepCookies(jar, headers);
    expect(cookieHeader(jar)).toBe('session=abc.def=; NEXT_LOCALE=pt-BR');
  });
});
