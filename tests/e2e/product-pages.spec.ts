import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { siteUrl } from './support/demo-pages';
import { expect, test } from './support/fixtures';

/**
 * The catalogue's product pages (discovery spec §2, §3, §8) against the sandbox's catalogue: seeds
 * under /d, crop protection and biologicals under /cpd, in several locales; their documents, their
 * structured data and SEO links; 404 for a slug of the other route or of no product. (A catalogue
 * failure is proven by the route's unit test, product-route.test.tsx: here every product page is
 * rendered and kept by the link crawler too, so a first render cannot be arranged.)
 */

const productPages = [
  {
    path: '/en-US/d/aurora-t0785',
    name: 'Aurora T0785',
    title: 'Aurora T0785 – Hybrid | Terralis',
    back: { name: 'Back to seeds', href: '/en-US/seeds' },
    logo: 'Aurora T0785 logo',
    details: 'Product details',
    facts: { Hybrid: 'Aurora T0785', Crop: 'Corn', 'Relative maturity': '78 days', Trait: 'TG2' },
    downloads: 'Downloads',
  },
  {
    path: '/pt-BR/d/aurora-t0785',
    name: 'Aurora T0785',
    title: 'Aurora T0785 – Híbrido | Terralis',
    back: { name: 'Voltar para sementes', href: '/pt-BR/seeds' },
    logo: 'Logotipo de Aurora T0785',
    details: 'Detalhes do produto',
    facts: { Híbrido: 'Aurora T0785', Cultura: 'Milho', 'Maturidade relativa': '78 dias', Biotecnologia: 'TG2' },
    downloads: 'Downloads',
  },
  {
    path: '/es-AR/cpd/cobalto-250-ec',
    name: 'Cobalto 250 EC',
    title: 'Cobalto 250 EC – Fungicida | Terralis',
    back: { name: 'Volver a protección de cultivos', href: '/es-AR/crop-protection' },
    logo: 'Logo de Cobalto 250 EC',
    details: 'Detalles del producto',
    // OSR, oilseed rape, is shown as rapeseed.
    facts: { Cultivos: 'Trigo, Soja y Colza', 'Principios activos': 'tebuconazol' },
    downloads: 'Descargas',
    label: 'Marbete PDF',
  },
  {
    path: '/pt-BR/cpd/cobalto-250-ec',
    name: 'Cobalto 250 EC',
    title: 'Cobalto 250 EC – Fungicida | Terralis',
    back: { name: 'Voltar para proteção de cultivos', href: '/pt-BR/crop-protection' },
    logo: 'Logotipo de Cobalto 250 EC',
    details: 'Detalhes do produto',
    facts: { Culturas: 'Trigo, Soja e Canola', 'Ingredientes ativos': 'tebuconazol' },
    downloads: 'Downloads',
    label: 'Bula PDF',
  },
];

const locales = ['pt-BR', 'es-AR', 'en-US'] as const;

/** '/es-AR/cpd/cobalto-250-ec' -> '/cpd/cobalto-250-ec': the same in every locale. */
const pathInLocale = (address: string) => address.replace(/^\/[a-z]{2}-[A-Z]{2}/, '');

/** The schema.org items of the page, every JSON-LD block parsed (the site writes each as a list). */
const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((text) => JSON.parse(text) as Record<string, unknown>[]);

for (const product of productPages) {
  test(`${product.path} shows the product, its documents, structured data and SEO links`, async ({ page, request, consoleErrors, cspViolations }) => {
    const response = await page.goto(product.path);
    expect(response?.status()).toBe(200);
    const locale = product.path.split('/')[1]!;
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page).toHaveTitle(product.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page.getByRole('main').getByRole('link', { name: product.back.name })).toHaveAttribute('href', product.back.href);

    const details = page.getByRole('region', { name: product.details });
    const terms = await details.locator('dt').allTextContents();
    const values = await details.locator('dd').allTextContents();
    expect(Object.fromEntries(terms.map((term, index) => [term, values[index]]))).toEqual(product.facts);

    // The logo is the sandbox's SVG, drawn.
    const logo = page.getByRole('img', { name: product.logo });
    await expect(logo).toHaveAttribute('width', '160');
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

    // Every document answers with its PDF.
    const documents = page.getByRole('region', { name: product.downloads }).getByRole('link');
    expect(await documents.count()).toBeGreaterThan(0);
    if (product.label) await expect(documents.filter({ hasText: product.label.replace(/ PDF$/, '') })).toHaveAccessibleName(product.label);
    for (const href of await documents.evaluateAll((links) => links.map((link) => link.getAttribute('href')!))) {
      const file = await request.get(href);
      expect(file.status(), href).toBe(200);
      expect(file.headers()['content-type'], href).toContain('application/pdf');
    }

    // Structured data: one Product, its page and logo as absolute URLs.
    const canonical = `${siteUrl}${product.path}`;
    const productData = (await jsonLd(page)).filter((item) => item['@type'] === 'Product');
    expect(productData).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        brand: { '@type': 'Brand', name: 'Terralis' },
        url: canonical,
        sku: product.path.split('/').at(-1),
        image: expect.stringMatching(/^https?:\/\/.+\/sandbox\/catalogue\/files\/.+\/logo\.svg$/),
      }),
    ]);

    // Canonical at its own address, indexed, every locale an alternate at the same path.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    for (const other of locales) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute('href', `${siteUrl}/${other}${pathInLocale(product.path)}`);
    }
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${siteUrl}/pt-BR${pathInLocale(product.path)}`);
    const html = (await response?.text()) ?? '';
    expect(html).not.toMatch(/<meta name="robots" content="[^"]*noindex/);

    await expectNoSeriousViolations(page);
    expect(consoleErrors).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
}

test('a biological carries the bio label and leads back to the biologicals', async ({ page }) => {
  expect((await page.goto('/en-US/cpd/kairos'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kairós');
  await expect(page.getByRole('main').getByText('Biological', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to biologicals' })).toHaveAttribute('href', '/en-US/biological');
});

test('the language switcher keeps the product', async ({ page }) => {
  await page.goto('/es-AR/cpd/cobalto-250-ec');
  await expect(page.locator('a[hreflang="en-US"]').first()).toHaveAttribute('href', '/en-US/cpd/cobalto-250-ec');
});

for (const [address, why] of [
  ['/en-US/cpd/aurora-t0785', 'a seed on the crop protection route'],
  ['/pt-BR/d/cobalto-250-ec', 'a crop protection product on the seed route'],
  ['/es-AR/d/semilla-que-no-existe', 'a slug no product has'],
  ['/en-US/cpd/Aurora_T0785', 'a slug that cannot be one'],
] as const) {
  test(`${address} (${why}) answers the localized 404 with its status`, async ({ page }) => {
    const response = await page.goto(address);
    expect(response?.status()).toBe(404);
    const locale = address.split('/')[1]!;
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      { 'pt-BR': 'Não encontramos esta página', 'es-AR': 'No encontramos esta página', 'en-US': "We couldn't find this page" }[locale]!,
    );
    const html = (await response?.text()) ?? '';
    expect(html).not.toContain('__next_error__');
    expect(html.match(/<meta name="robots" content="[^"]*"/g)).toEqual(['<meta name="robots" content="noindex"']);
  });
}

test('unknown product slugs cost the server nothing to keep: no render of theirs is stored', async ({ request }) => {
  const marker = `produto-inexistente-${Date.now().toString(36)}`;
  for (let i = 0; i < 5; i++) {
    expect((await request.get(`/pt-BR/cpd/${marker}-${i}`)).status()).toBe(404);
    expect((await request.get(`/pt-BR/d/${marker}-${i}`)).status()).toBe(404);
  }
  // The e2e server's build directory (tests/e2e/support/start-server.mjs): Next keeps what it caches there.
  const stored = readdirSync(path.join(process.cwd(), '.e2e-next'), { recursive: true, encoding: 'utf8' }).filter((file) => file.includes(marker));
  expect(stored).toEqual([]);
});

test('sitemap.xml lists the product pages of every locale with their alternates', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  for (const locale of locales) {
    expect(listed).toContain(`${siteUrl}/${locale}/d/aurora-t0785`);
    expect(listed).toContain(`${siteUrl}/${locale}/cpd/cobalto-250-ec`);
    expect(listed).toContain(`${siteUrl}/${locale}/cpd/kairos`);
  }
  expect(listed).not.toContain(`${siteUrl}/en-US/cpd/aurora-t0785`);
  expect(xml).toContain(`hreflang="es-AR" href="${siteUrl}/es-AR/d/aurora-t0785"`);
});
