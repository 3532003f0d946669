import { expect, test } from './support/fixtures';
import { startSiteOnAem, type SiteOnAem } from './support/site-on-aem';
import { seedPhoto, startStandInAem, type StandInAem } from './support/stand-in-aem';

/**
 * The site with `CMS_SOURCE=aem` against a stand-in AEM publish instance that answers page models
 * in the shapes AEM publishes (Core Components, a project's proxies, containers, a DAM image).
 * Its own project (playwright.config.ts): a second server, after the other journeys.
 */
test.describe.configure({ mode: 'serial' });

const ROOT = '/content/crop-science/pt-br';
let aem: StandInAem;
let site: SiteOnAem;

test.beforeAll(async () => {
  aem = await startStandInAem();
  site = await startSiteOnAem(aem.origin);
});
test.afterAll(async () => {
  await site?.stop();
  await aem?.close();
});
test.afterEach(async ({}, testInfo) => {
  aem.reset();
  // The site's log says why a journey failed (its errors, the AEM calls it made).
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('site log', { body: site.output.join('\n'), contentType: 'text/plain' });
});

/** What AEM's replication agent does on a publish: tells the site a page (or everything) changed. */
async function publish(target: { path: string } | { tag: string }) {
  const response = await fetch(`${site.origin}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: 'Bearer sandbox-revalidate-secret', 'content-type': 'application/json' },
    body: JSON.stringify(target),
  });
  expect(response.status).toBe(200);
}

async function timedGet(url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

// First: before anything has read the locale's listing, as after a start.
test('a language root that does not answer does not slow the locale\'s cached pages', async () => {
  aem.slow('/content/crop-science/es-ar.model.json', 4_000);
  for (let request = 0; request < 3; request++) {
    const { status, ms } = await timedGet(`${site.origin}/es-AR/campana`);
    expect(status).toBe(200);
    expect(ms, `request ${request + 1} took ${Math.round(ms)} ms while AEM's es-AR root takes 4 s`).toBeLessThan(1_500);
  }
});

test('a page from real-shaped AEM models shows its components, inside containers too, with links rewritten and its images (DAM, image servlet)', async ({ page }) => {
  // The build's cache holds the embedded content's pages: switching a site to AEM is a publish of everything.
  await publish({ tag: 'cms' });
  const response = await page.goto(`${site.origin}/pt-BR/aem-sementes`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Sementes \(AEM\)/);
  await expect(page.getByRole('heading', { name: 'Sementes de soja' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'página estável', exact: true })).toHaveAttribute('href', '/pt-BR/aem-estavel');
  // Inside a container of a type the site does not know.
  await expect(page.getByText('Visita agronômica grátis.')).toBeVisible();
  const image = page.getByRole('img', { name: 'Lavoura de soja' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
  expect(aem.requests).toContain('/content/dam/crop-science/soja.png');
  // A Core Image with allowed widths: AEM's image servlet, through this site, at the rendition for the site's widths.
  const photo = page.getByRole('img', { name: 'Sementes de soja tratadas' });
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('src', /^\/_next\/image\?url=/);
  await expect.poll(() => photo.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
  expect(aem.requests).toContain(seedPhoto.rendition);
  expect(aem.requests).not.toContain(seedPhoto.original);
  const rendition = await fetch(`${site.origin}${seedPhoto.rendition}`);
  expect([rendition.status, rendition.headers.get('content-type')]).toEqual([200, 'image/png']);
  expect(rendition.headers.get('content-security-policy')).toContain('sandbox');
  // Any other path under /content is no file of AEM's (nor a page to redirect to a locale).
  expect((await fetch(`${site.origin}${ROOT}/aem-sementes`, { redirect: 'manual' })).status).toBe(404);
});

test('the header and footer come from AEM\'s experience fragments, not from the page body', async ({ page }) => {
  await page.goto(`${site.origin}/pt-BR/aem-sementes`);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Página estável (AEM)', exact: true }).first()).toHaveAttribute('href', '/pt-BR/aem-estavel');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Rodapé publicado no AEM: leia sempre a bula.')).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Página estável', exact: true })).toHaveAttribute('href', '/pt-BR/aem-estavel');
  await expect(footer.locator('a[href="https://www.instagram.com/terralis.aem"]')).toBeVisible();
  // The copy of the header the page's template places in its body is not shown twice.
  await expect(page.getByText('Cabeçalho do modelo')).toHaveCount(0);

  // es-AR has neither pages nor fragments in this AEM: even its 404 page has the embedded content's header and footer, logged.
  await page.goto(`${site.origin}/es-AR`);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(site.output.join('\n')).toContain('cms.chrome_fallback');
});

test('an AEM SPA root serves its home page at the locale root, and links to it lead there', async ({ page }) => {
  const response = await page.goto(`${site.origin}/en-US`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Fields of the season' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'soybean' }).click();
  await expect(page).toHaveURL(`${site.origin}/en-US/home/soybean`);
  await expect(page.getByRole('main').getByRole('link', { name: 'season' })).toHaveAttribute('href', '/en-US');
  // Not a second time at its own address.
  expect((await page.goto(`${site.origin}/en-US/home`))?.status()).toBe(404);
  const sitemap = await (await fetch(`${site.origin}/sitemap.xml`)).text();
  expect(sitemap).toContain('/en-US/home/soybean');
  expect(sitemap).not.toMatch(/\/en-US\/home<\/loc>/);
});

test('a page AEM answers with something broken after a publish keeps its last good version', async ({ page }) => {
  expect((await page.goto(`${site.origin}/pt-BR/aem-estavel`))?.status()).toBe(200);
  await expect(page.getByText('Versão publicada boa.')).toBeVisible();

  aem.answer(`${ROOT}/aem-estavel.model.json`, '{"title": "meia resp');
  const asked = aem.requests.length;
  await publish({ path: '/pt-BR/aem-estavel' });
  expect((await page.goto(`${site.origin}/pt-BR/aem-estavel`))?.status()).toBe(200);
  await expect(page.getByText('Versão publicada boa.')).toBeVisible();
  // The site did ask AEM again after the publish, and served the last good version in its place.
  expect(aem.requests.slice(asked)).toContain(`${ROOT}/aem-estavel.model.json`);
  expect(site.output.join('\n')).toContain('cms.stale_on_error');
});
