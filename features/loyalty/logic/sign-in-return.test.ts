import { loginPageHref, signInHref } from './sign-in-return';

describe('loginPageHref', () => {
  it('serves the sign-in page under the locale', () => {
    expect(loginPageHref('pt-BR', '/login')).toBe('/pt-BR/login');
    expect(loginPageHref('es-AR', '/login')).toBe('/es-AR/login');
  });

  it('keeps a path an editor wrote with the locale, and the site’s own routes, as they are', () => {
    expect(loginPageHref('en-US', '/en-US/login')).toBe('/en-US/login');
    expect(loginPageHref('pt-BR', '/api/auth/login')).toBe('/api/auth/login');
  });
});

describe('signInHref', () => {
  it('carries the page and its query in redirectUrl, encoded', () => {
    expect(signInHref('/pt-BR/login', '/pt-BR/artigos?q=ferrugem&categoria=news', '/pt-BR/artigos')).toBe(
      '/pt-BR/login?redirectUrl=%2Fpt-BR%2Fartigos%3Fq%3Dferrugem%26categoria%3Dnews',
    );
  });

  it('carries the path alone when there is no query', () => {
    expect(signInHref('/en-US/login', '/en-US/articles', '/en-US/articles')).toBe('/en-US/login?redirectUrl=%2Fen-US%2Farticles');
  });

  it('reads back as the same path once decoded (the address as the browser encodes it)', () => {
    const here = new URL('https://site.example/es-AR/articulos?q=maíz dulce&tag=a%26b');
    const href = signInHref('/es-AR/login', here.pathname + here.search, '/es-AR/articulos');
    const returnTo = new URL(href, 'https://site.example').searchParams.get('redirectUrl');
    expect(returnTo).toBe('/es-AR/articulos?q=ma%C3%ADz%20dulce&tag=a%26b');
  });

  it.each(['//evil.example/pt-BR', '/\\evil.example', 'https://evil.example/pt-BR/artigos', '/%2F%2Fevil.example', 'javascript:alert(1)', ''])(
    'carries only a path of this site: %s falls back to the page',
    (doubtful) => {
      expect(signInHref('/pt-BR/login', doubtful, '/pt-BR/artigos')).toBe('/pt-BR/login?redirectUrl=%2Fpt-BR%2Fartigos');
    },
  );

  it('joins a sign-in route that already has a query with &', () => {
    expect(signInHref('/api/auth/login?prompt=login', '/pt-BR/artigos', '/pt-BR')).toBe('/api/auth/login?prompt=login&redirectUrl=%2Fpt-BR%2Fartigos');
  });
});
