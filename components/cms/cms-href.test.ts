import { cmsLinkProps, cmsPagePath, isExternalHref, resolveCmsHref } from './cms-href';

describe('CMS hrefs', () => {
  it.each([
    ['/', '/pt-BR'],
    ['/campanhas', '/pt-BR/campanhas'],
    ['/pt-BR/campanhas', '/pt-BR/campanhas'],
    ['/pt-BR', '/pt-BR'],
    ['/pt-BR#regulamento', '/pt-BR#regulamento'],
    ['/campanhas?safra=2026#regulamento', '/pt-BR/campanhas?safra=2026#regulamento'],
    ['/pt-BRasil', '/pt-BR/pt-BRasil'],
    ['#formulario', '#formulario'],
    ['mailto:contato@terralis.example', 'mailto:contato@terralis.example'],
    ['https://www.gov.br/agricultura', 'https://www.gov.br/agricultura'],
  ])('resolves %s to %s in pt-BR', (href, expected) => {
    expect(resolveCmsHref('pt-BR', href)).toBe(expected);
  });

  it('opens external links in a new tab without window.opener', () => {
    expect(isExternalHref('https://x.example')).toBe(true);
    expect(cmsLinkProps('en-US', 'https://x.example')).toEqual({ href: 'https://x.example', target: '_blank', rel: 'noopener noreferrer' });
    expect(cmsLinkProps('en-US', '/tools')).toEqual({ href: '/en-US/tools' });
  });
});

describe('cmsPagePath', () => {
  it('keeps only the page of a path on this site', () => {
    expect(cmsPagePath('/seeds/')).toBe('/seeds');
    expect(cmsPagePath('/campanhas?safra=2026#regulamento')).toBe('/campanhas');
    expect(cmsPagePath('/')).toBe('/');
    expect(cmsPagePath('/pt-BR/campanhas')).toBe('/pt-BR/campanhas');
  });

  it('is null for anything that is not a path on this site', () => {
    for (const href of ['https://terralis.example/seeds', '//evil.example/seeds', '#regulamento', 'mailto:a@b.co', 'tel:+5511']) {
      expect(cmsPagePath(href)).toBeNull();
    }
  });
});
