// @vitest-environment node
import { getPathname } from './navigation';

describe('locale paths', () => {
  it('prefixes the locale, with no trailing slash on a home page', () => {
    expect(getPathname({ locale: 'pt-BR', href: '/' })).toBe('/pt-BR');
    expect(getPathname({ locale: 'es-AR', href: '/campana' })).toBe('/es-AR/campana');
  });

  it('keeps an anchor and encodes a query', () => {
    expect(getPathname({ locale: 'pt-BR', href: '/artigos/ferrugem#manejo' })).toBe('/pt-BR/artigos/ferrugem#manejo');
    expect(getPathname({ locale: 'en-US', href: { pathname: '/login', query: { redirectUrl: '/en-US/tools?x=1' } } })).toBe('/en-US/login?redirectUrl=%2Fen-US%2Ftools%3Fx%3D1');
  });

  it('keeps a query written in the path, and leaves out query values that are undefined', () => {
    expect(getPathname({ locale: 'pt-BR', href: '/busca?q=soja' })).toBe('/pt-BR/busca?q=soja');
    expect(getPathname({ locale: 'es-AR', href: { pathname: '/', query: { preview: undefined, page: 2 } } })).toBe('/es-AR?page=2');
    expect(getPathname({ locale: 'en-US', href: '/#top' })).toBe('/en-US#top');
  });
});
