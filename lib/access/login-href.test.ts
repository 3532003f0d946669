import { loginHref, loginPagePath } from './login-href';

describe('sign-in links', () => {
  it('carries the return path as the spec state', () => {
    const url = new URL(loginHref('/pt-BR/area-logada?aba=1'), 'http://x');
    expect(url.pathname).toBe('/api/auth/login');
    expect(JSON.parse(url.searchParams.get('state')!)).toEqual({ redirectUri: '/pt-BR/area-logada?aba=1' });
  });

  it('sends a visitor to the locale login page with redirectUrl', () => {
    const url = new URL(loginPagePath('es-AR', '/es-AR/finanzas?cuit=1'), 'http://x');
    expect(url.pathname).toBe('/es-AR/login');
    expect(url.searchParams.get('redirectUrl')).toBe('/es-AR/finanzas?cuit=1');
  });
});
