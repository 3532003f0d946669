// @vitest-environment node
import { safeRedirectPath } from './redirects';

describe('safeRedirectPath', () => {
  it.each([
    // Other hosts, absolute or protocol-relative.
    '//evil.com',
    '/\\evil.com',
    '\\/evil.com',
    '/\\/evil.com',
    '/\\\\/evil.com',
    '///evil.com',
    '//evil.com/%2F..',
    '//%65vil.com',
    'https://evil.com',
    'http:evil.com',
    'https:/evil.com',
    'HTTPS://EVIL.COM',
    'evil.com',
    './/evil.com',
    '../evil',
    // Script and other schemes.
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '  javascript:alert(1)',
    'data:text/html,x',
    'mailto:x@evil.com',
    // Percent-encoded slashes and backslashes, in any case and any depth.
    '%2F%2Fevil.com',
    '%2f%2fevil.com',
    '/%2F%2Fevil.com',
    '/%2f%2fevil.com',
    '/%5Cevil.com',
    '/%5cevil.com',
    '/%252F%252Fevil.com',
    '/%25252F%25252Fevil.com',
    '/%25%32%46%25%32%46evil.com',
    '/%2525252525252F', // still changing after every decoding round
    // Dot segments that collapse into `//evil.com` while parsing.
    '/.//evil.com',
    '/a/..//evil.com',
    '/%2e//evil.com',
    '/%2E%2E//evil.com',
    // Whitespace and control characters, raw or encoded.
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r/evil.com',
    ' //evil.com',
    '/evil.com ',
    '/\u0000/evil.com',
    '/\u00a0/evil.com',
    '/\u2028evil',
    '/\u2029evil',
    '/\ufeff/evil.com',
    '/%0d%0aSet-Cookie:x',
    '/%09/evil.com',
    '/%00',
    '/%E2%80%A8evil',
    // Malformed escapes.
    '/%',
    '/%zz',
    '/%C3',
    // Nothing, or too much.
    '',
    null,
    undefined,
    `/${'a'.repeat(2999)}`,
  ])('refuses %j', (target) => {
    expect(safeRedirectPath(target)).toBe('/');
  });

  it('refuses non-string values a query parser may hand over', () => {
    expect(safeRedirectPath(['/a', '/b'] as unknown as string)).toBe('/');
  });

  it.each([
    '/',
    '/en-US/',
    '/a/b/c/',
    '/pt-BR/area-logada',
    '/pt-BR/produtos/aurora-pro',
    '/es-AR/finanzas?cuit=20-1234-5&tab=2',
    '/en-US/campaigns/sign-up#form',
    '/pt-BR/busca?q=soja%20transg%C3%AAnica',
    '/es-AR/campa%C3%B1a',
    '/pt-BR/area-logada?redirect=%2Fhistorico',
    '/pt-BR/area-logada?redirect=%2F%2Fnot-our-problem', // the next page checks its own redirect
    '/javascript:alert(1)', // a path segment on this site, not a scheme
    `/${'a'.repeat(2047)}`,
  ])('keeps %j', (target) => {
    expect(safeRedirectPath(target)).toBe(target);
  });

  it('returns the normalised path', () => {
    expect(safeRedirectPath('/a/./b/../c')).toBe('/a/c');
    expect(safeRedirectPath('/../pt-BR')).toBe('/pt-BR');
    expect(safeRedirectPath('/es-AR/campaña')).toBe('/es-AR/campa%C3%B1a');
    expect(safeRedirectPath('/pt-BR?')).toBe('/pt-BR');
  });

  it('answers a refused target with the given fallback', () => {
    expect(safeRedirectPath('//evil.com', '/pt-BR/area-logada')).toBe('/pt-BR/area-logada');
    expect(safeRedirectPath(undefined, '/en-US/')).toBe('/en-US/');
    expect(safeRedirectPath('/es-AR/finanzas', '/en-US/')).toBe('/es-AR/finanzas');
  });
});
