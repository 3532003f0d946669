import { loginHref, loginPagePath, signInRetryPath } from './login-href';

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

describe('signInRetryPath', () => {
  const parsed = (path: string) => new URL(path, 'http://x');

  it('keeps the page the sign-in started from, on the login page of its locale', () => {
    const url = parsed(signInRetryPath('refused', '/es-AR/finanzas?cuit=1#resumen'));
    expect(url.pathname).toBe('/es-AR/login');
    expect(url.searchParams.get('error')).toBe('refused');
    expect(url.searchParams.get('redirectUrl')).toBe('/es-AR/finanzas?cuit=1#resumen');
    expect(parsed(signInRetryPath('failed', '/pt-BR')).pathname).toBe('/pt-BR/login');
  });

  it('leaves the locale to the proxy when the page has none, and carries no return path it does not have', () => {
    expect(signInRetryPath('failed', '/sitemap-page')).toBe('/login?error=failed&redirectUrl=%2Fsitemap-page');
    expect(signInRetryPath('expired')).toBe('/login?error=expired');
    expect(signInRetryPath('refused', '/')).toBe('/login?error=refused');
    expect(signInRetryPath('refused', '/fr-FR/x')).toBe('/login?error=refused&redirectUrl=%2Ffr-FR%2Fx');
  });
});
