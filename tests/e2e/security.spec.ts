import { createHash } from 'node:crypto';
import { representativePages } from './support/demo-pages';
import { expect, test } from './support/fixtures';

const pages = representativePages();

test('every kind of response carries the security headers and no X-Powered-By', async ({ request }) => {
  for (const url of ['/pt-BR', '/pt-BR/nao-existe', '/sitemap.xml', '/robots.txt', '/api/preview', '/icon.svg']) {
    const headers = (await request.get(url, { maxRedirects: 0 })).headers();
    expect(headers['strict-transport-security'], url).toMatch(/max-age=\d{7,}/);
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], url).toContain('camera=()');
    expect(headers['x-powered-by'], url).toBeUndefined();
    const csp = headers['content-security-policy'] ?? '';
    for (const directive of ["frame-ancestors 'self'", "object-src 'none'", "base-uri 'self'"]) expect(csp, url).toContain(directive);
    expect(csp, url).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  }
});

test("a page's CSP allows exactly the inline scripts it serves, by hash", async ({ request }) => {
  const response = await request.get('/pt-BR');
  const html = await response.text();
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  expect(inline.length).toBeGreaterThan(0);
  const csp = response.headers()['content-security-policy']!;
  for (const script of inline) {
    expect(csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  }
});

test('CMS pages send cache headers a CDN can use', async ({ request }) => {
  const cacheControl = (await request.get('/pt-BR/campanhas')).headers()['cache-control'];
  expect(cacheControl).toMatch(/s-maxage=\d+/);
  expect(cacheControl).toMatch(/stale-while-revalidate/);
});

for (const { url } of pages) {
  test(`${url} runs with no CSP violation`, async ({ page, cspViolations, consoleErrors }) => {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    expect(cspViolations).toEqual([]);
    expect(consoleErrors.filter((text) => /Content Security Policy|Refused to/.test(text))).toEqual([]);
  });
}

test('reloading a page (a 304 from the ETag) keeps its scripts allowed', async ({ page, cspViolations }) => {
  await page.goto('/pt-BR/campanhas');
  await page.reload();
  await page.reload();
  await page.waitForLoadState('networkidle');
  expect(cspViolations).toEqual([]);
});
