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

test("the page's scripts and stylesheet come compressed at build time, with the headers Next gives them", async ({ request }) => {
  const html = await (await request.get('/pt-BR')).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
  expect(assets.some((asset) => asset.endsWith('.css'))).toBe(true);
  expect(assets.filter((asset) => asset.endsWith('.js')).length).toBeGreaterThan(3);
  for (const asset of new Set(assets)) {
    const plain = await request.get(asset, { headers: { 'accept-encoding': 'identity' } });
    const compressed = await request.get(asset, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    const sent = compressed.headers();
    // Precompressed, or this file is under the 1 kB not worth compressing.
    if ((await plain.body()).length < 1024) continue;
    expect(sent['content-encoding'], asset).toBe('br');
    expect(sent.etag, asset).toBeTruthy(); // ours: the compression middleware sends no ETag
    expect(await compressed.body(), asset).toEqual(await plain.body());
    for (const name of ['cache-control', 'content-type', 'content-security-policy', 'strict-transport-security', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'x-frame-options']) {
      expect(sent[name], `${asset} ${name}`).toBe(plain.headers()[name]);
    }
  }
});
