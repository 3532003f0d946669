import { demoPages, representativePages, siteUrl } from './support/demo-pages';
import { expect, test } from './support/fixtures';

const pages = demoPages();

test('sitemap.xml lists every indexable page of every locale with its alternates, and no noindex page', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  for (const { url, page } of pages) {
    if (page.properties.seoIndexing === 'index') expect(listed).toContain(`${siteUrl}${url}`);
    else expect(listed).not.toContain(`${siteUrl}${url}`);
  }
  expect(pages.some(({ page }) => page.properties.seoIndexing === 'noindex')).toBe(true);
  for (const locale of ['pt-BR', 'es-AR', 'en-US', 'x-default']) {
    expect(xml).toContain(`hreflang="${locale}"`);
  }
  expect(listed.some((url) => url?.includes('/reference/'))).toBe(false);
});

test('robots.txt points at the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  expect(text).toContain('Disallow: /api/');
});

const jsonLdTypes = async (page: import('@playwright/test').Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((text) => JSON.parse(text)).map((item: { '@type': string }) => item['@type']);

for (const { url, page } of representativePages().filter(({ page }) => page.locale === 'es-AR')) {
  test(`${url} carries the structured data of a ${page.properties.pageType} page`, async ({ page: browser }) => {
    await browser.goto(url);
    const types = await jsonLdTypes(browser);
    const expected = {
      home: ['Organization'],
      article: ['BreadcrumbList', 'Article'],
      product: ['BreadcrumbList', 'Product'],
      tools: ['BreadcrumbList'],
      campaign: ['BreadcrumbList'],
      standard: ['BreadcrumbList'],
    }[page.properties.pageType];
    // Blocks add their own: an FAQ block describes its questions as FAQPage.
    const hasFaq = JSON.stringify(page.childNodes).includes('"resourceType":"faq"');
    expect(types).toEqual([...expected, ...(hasFaq ? ['FAQPage'] : [])]);
    await expect(browser.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'es_AR');
    await expect(browser.locator('meta[property="og:title"]')).toHaveAttribute('content', page.properties.title);
  });
}
