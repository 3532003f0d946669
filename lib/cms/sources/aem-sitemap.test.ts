import { pagePathOfLoc, readSitemap } from './aem-sitemap';

const ROOT = '/content/terralis/br/pt';

describe('pagePathOfLoc', () => {
  it.each([
    ['https://www.terralis.com.br/content/terralis/br/pt.html', '/'],
    ['https://www.terralis.com.br/content/terralis/br/pt/produtos/soja.html', '/produtos/soja'],
    ['https://www.terralis.com.br/br/pt/produtos.html', '/produtos'],
    ['/br/pt.html', '/'],
    ['https://www.terralis.com.br/content/terralis/br/pt/produtos/', '/produtos'],
    ['https://www.terralis.com.br/content/terralis/br/pt/campanha%20safra.html', '/campanha safra'],
  ])('%s is %s', (loc, pagePath) => {
    expect(pagePathOfLoc(loc, ROOT)).toBe(pagePath);
  });

  it.each(['https://www.terralis.com.br/content/terralis/ar/es/productos.html', 'https://www.terralis.com.br/br/ptx.html', 'https://x/%E0%A4%A.html'])('%s is not under the root', (loc) => {
    expect(pagePathOfLoc(loc, ROOT)).toBeNull();
  });
});

describe('readSitemap', () => {
  it('reads each url with its page path and lastmod date, entities decoded', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://www.terralis.com.br/br/pt.html</loc><lastmod>2026-05-20T10:12:00.000+02:00</lastmod></url>
  <url>
    <loc>https://www.terralis.com.br/br/pt/produtos.html?x=1&amp;y=2</loc>
  </url>
  <url><loc>https://www.terralis.com.br/us/en.html</loc></url>
</urlset>`;
    expect(readSitemap(xml, ROOT)).toEqual([
      { loc: 'https://www.terralis.com.br/br/pt.html', pagePath: '/', lastModified: '2026-05-20' },
      { loc: 'https://www.terralis.com.br/br/pt/produtos.html?x=1&y=2', pagePath: '/produtos' },
      { loc: 'https://www.terralis.com.br/us/en.html', pagePath: null },
    ]);
  });

  it('reads nothing from something that is not a sitemap', () => {
    expect(readSitemap('<html><body>Login</body></html>', ROOT)).toEqual([]);
  });
});
