import { pagePathFromSlug, parseLocalizedPath, slugFromPagePath } from './paths';

describe('page paths', () => {
  it('turns slugs into page paths and back', () => {
    expect(pagePathFromSlug(undefined)).toBe('/');
    expect(pagePathFromSlug([])).toBe('/');
    expect(pagePathFromSlug(['artigos', 'ferrugem'])).toBe('/artigos/ferrugem');
    expect(slugFromPagePath('/')).toEqual([]);
    expect(slugFromPagePath('/artigos/ferrugem')).toEqual(['artigos', 'ferrugem']);
  });

  it.each([
    ['/pt-BR', { locale: 'pt-BR', path: '/' }],
    ['/pt-BR/', { locale: 'pt-BR', path: '/' }],
    ['/es-AR/campana', { locale: 'es-AR', path: '/campana' }],
    ['/en-US/articles/managing-asian-soybean-rust/', { locale: 'en-US', path: '/articles/managing-asian-soybean-rust' }],
  ])('parses %s', (value, expected) => {
    expect(parseLocalizedPath(value)).toEqual(expected);
  });

  it.each([
    'https://evil.example/pt-BR',
    '//evil.example/pt-BR',
    '/fr-FR/page',
    '/pt-BR/../etc/passwd',
    '/pt-BR//evil.example',
    '/pt-BR/%2e%2e/secret',
    '/pt-BR/Campanhas',
    'pt-BR/campanhas',
    '/pt-BR\\evil',
    'javascript:alert(1)',
    '',
  ])('refuses %s', (value) => {
    expect(parseLocalizedPath(value)).toBeNull();
  });
});
