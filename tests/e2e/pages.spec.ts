import { representativePages, siteUrl } from './support/demo-pages';
import { expect, test } from './support/fixtures';

const pages = representativePages();

test('the demo content has a home and at least four more pages in every locale', () => {
  for (const locale of ['pt-BR', 'es-AR', 'en-US']) {
    const types = pages.filter(({ page }) => page.locale === locale).map(({ page }) => page.properties.pageType);
    expect(types).toEqual(expect.arrayContaining(['home', 'article', 'product', 'tools', 'campaign']));
  }
});

for (const { url, page, versions } of pages) {
  test(`${url} answers 200 with lang, title, description, canonical and hreflang`, async ({ page: browser, consoleErrors, cspViolations }) => {
    const response = await browser.goto(url);
    expect(response?.status()).toBe(200);
    await expect(browser.locator('html')).toHaveAttribute('lang', page.locale);
    await expect(browser).toHaveTitle(`${page.properties.title} | Terralis`);
    const description = page.properties.description ?? page.properties.pageDescription;
    await expect(browser.locator('meta[name="description"]')).toHaveAttribute('content', description!);
    await expect(browser.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}${url}`);

    const hreflang = await browser.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
      Object.fromEntries(links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])),
    );
    const expected = Object.fromEntries(Object.entries(versions).map(([locale, path]) => [locale, `${siteUrl}${path}`]));
    expect(hreflang).toEqual({ ...expected, 'x-default': expected['pt-BR'] ?? `${siteUrl}${url}` });

    const robots = await browser.locator('meta[name="robots"]').getAttribute('content');
    expect(robots).toBe(page.properties.seoIndexing === 'noindex' ? 'noindex, follow' : 'index, follow');
    await expect(browser.locator('h1')).toHaveCount(1);
    expect(consoleErrors).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
}
