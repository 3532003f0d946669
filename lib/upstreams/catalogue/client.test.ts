// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { unstable_cache } from 'next/cache';
import { maturityRangeOf, maturityRanges, productGroups, type CatalogueProduct, type SeedProduct } from '@/lib/catalogue/contract';
import { env, parseEnv } from '@/lib/env';
import { locales } from '@/lib/i18n/locales';
import { sandboxFetch } from '@/lib/sandbox/fetch';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { productionEnv } from '@/tests/production-env';
import { sandbox } from '@/tests/sandbox-control';
import { server } from '@/tests/setup/msw-server';
import { upstreamFailureOf } from '@/tests/upstream-failure';
import { describeUpstreamFaults } from '@/tests/upstream-faults';
import { catalogue, catalogueCacheTag, PRODUCT_LIST_REVALIDATE_SECONDS } from './client';
import type { CatalogueSettings } from './config';
import type { ProductsPage, ProductWire } from './contract';
import { auroraSeed } from '@/tests/fixtures/catalogue';

// Next's data cache needs a request scope; here each read goes to the sandbox (one test puts a cache in).
vi.mock('next/cache', () => ({ unstable_cache: vi.fn((read: () => unknown) => read) }));

const PRODUCTS = '/catalogue/v1/products';
const assetsPath = (slug: string) => `/catalogue/v1/assets/${slug}`;
const initialOf = (name: string) => name.normalize('NFD').charAt(0).toUpperCase();
const isSeed = (product: CatalogueProduct): product is SeedProduct => product.group === 'seeds';

/** The catalogue's settings for one call, put back after it. */
async function withSettings<T>(settings: Partial<CatalogueSettings>, call: () => Promise<T>): Promise<T> {
  const saved = { ...env.catalogue };
  Object.assign(env.catalogue, settings);
  try {
    return await call();
  } finally {
    Object.assign(env.catalogue, saved);
  }
}

beforeEach(() => sandbox.reset());

describe('product lists, on the sandbox', () => {
  it('reads every page of a group, 20 at a time, as our products', async () => {
    const seeds = await catalogue.listGroup('en-US', 'seeds');
    expect(seeds).toHaveLength(41);
    const requests = await sandbox.requests(PRODUCTS);
    expect(requests.map((request) => request.query)).toEqual(
      [0, 1, 2].map((page) => ({ productGroup: 'seeds', locale: 'en-US', page: String(page), size: '20' })),
    );
    expect(seeds.find((seed) => seed.seoSlug === 'aurora-t0785')).toEqual(auroraSeed());
    expect(new Set(seeds.map((seed) => seed.seoSlug)).size).toBe(41);
  });

  it('reshapes crop protection and biological products, in the locale asked for', async () => {
    const protection = await catalogue.listGroup('pt-BR', 'crop-protection');
    expect(protection).toHaveLength(24);
    expect(protection.find((product) => product.seoSlug === 'barreira-500-sc')).toMatchObject({
      group: 'crop-protection',
      name: 'Barreira 500 SC',
      brand: 'Terralis',
      typeLabel: 'Herbicida',
      crops: ['CORN', 'SORGHUM'],
      isBio: false,
      activeIngredients: ['atrazina', 'mesotriona'],
      description: expect.stringMatching(/^Barreira 500 SC controla plantas daninhas .* em milho e sorgo\./),
    });
    const biological = await catalogue.listGroup('es-AR', 'biological');
    expect(biological).toHaveLength(10);
    expect(biological.every((product) => product.group === 'biological' && product.isBio)).toBe(true);
    expect(biological.find((product) => product.seoSlug === 'alianca-raiz')).toMatchObject({ typeLabel: 'Inoculante', activeIngredients: ['Bradyrhizobium japonicum'] });
    expect((await sandbox.requests(PRODUCTS)).map((request) => request.query.productGroup)).toEqual(['crop-protection', 'crop-protection', 'bio']);
  });

  it.each(locales)('lists every group in %s: 75 products from 24 letters, oilseed rape, every maturity range, bio crop protection', async (locale) => {
    const products = await catalogue.listProducts(locale);
    expect(products.length).toBeGreaterThanOrEqual(60);
    expect(productGroups.map((group) => products.filter((product) => product.group === group).length)).toEqual([41, 24, 10]);
    expect(new Set(products.map((product) => initialOf(product.name))).size).toBeGreaterThanOrEqual(20);
    // The crop code stays as the service sends it: naming OSR "rapeseed" is the UI's job.
    expect(products.filter((product) => product.crops.includes('OSR')).length).toBeGreaterThan(1);
    const seeds = products.filter(isSeed);
    for (const range of maturityRanges) expect(seeds.some((seed) => maturityRangeOf(seed.maturitySort) === range)).toBe(true);
    expect(products.filter((product) => product.group === 'crop-protection' && product.isBio).length).toBeGreaterThanOrEqual(3);
    expect(products.filter((product) => product.description.length > 250).length).toBeGreaterThanOrEqual(10);
    expect(products.every((product) => product.assets === undefined)).toBe(true);
  });

  it('keeps each list 30 minutes in the data cache under its locale and group, tagged by locale', async () => {
    vi.mocked(unstable_cache).mockClear();
    await catalogue.listProducts('es-AR');
    expect(vi.mocked(unstable_cache).mock.calls.map(([, key, options]) => [key, options])).toEqual(
      productGroups.map((group) => [['catalogue-products', 'es-AR', group], { revalidate: PRODUCT_LIST_REVALIDATE_SECONDS, tags: ['catalogue:es-AR'] }]),
    );
    expect(PRODUCT_LIST_REVALIDATE_SECONDS).toBe(1800);
    expect(catalogueCacheTag('pt-BR')).toBe('catalogue:pt-BR');
  });

  it('never keeps a failed read: the next request asks the service again', async () => {
    // unstable_cache's rule: a call that resolves is kept under its key, one that throws is not.
    const kept = new Map<string, unknown>();
    vi.mocked(unstable_cache).mockImplementation(((read: () => Promise<unknown>, key: string[]) => async () => {
      const name = key.join('/');
      if (!kept.has(name)) kept.set(name, await read());
      return kept.get(name);
    }) as unknown as typeof unstable_cache);
    try {
      await sandbox.fault({ path: PRODUCTS, query: { productGroup: 'bio' }, status: 503 });
      expect(await upstreamFailureOf(catalogue.listGroup('en-US', 'biological'))).toMatchObject({ failure: 'status', status: 503 });
      expect(await catalogue.listGroup('en-US', 'biological')).toHaveLength(10);
      expect(await catalogue.listGroup('en-US', 'biological')).toHaveLength(10);
      expect(await sandbox.requests(PRODUCTS)).toHaveLength(2);
    } finally {
      vi.mocked(unstable_cache).mockImplementation(((read: () => unknown) => read) as unknown as typeof unstable_cache);
    }
  });

  it('fails the whole list when one page fails', async () => {
    await sandbox.fault({ path: PRODUCTS, query: { productGroup: 'seeds', page: '2' }, status: 500 });
    expect(await upstreamFailureOf(catalogue.listGroup('en-US', 'seeds'))).toMatchObject({ failure: 'status', status: 500 });
  });

  it("fails with the service's 401 on a key it refuses, without retrying", async () => {
    expect(await upstreamFailureOf(withSettings({ apiKey: 'stolen' }, () => catalogue.listGroup('en-US', 'seeds')))).toMatchObject({ failure: 'status', status: 401 });
    expect(await sandbox.requests(PRODUCTS)).toHaveLength(1);
  });

  it('fails without calling anything when no service is configured', async () => {
    const unconfigured = { baseUrl: null, apiKey: null };
    expect(await upstreamFailureOf(withSettings(unconfigured, () => catalogue.listProducts('en-US')))).toMatchObject({ failure: 'unreachable' });
    expect(await upstreamFailureOf(withSettings(unconfigured, () => catalogue.assets('en-US', 'arado-480-sl')))).toMatchObject({ failure: 'unreachable' });
    expect(await sandbox.requests(PRODUCTS)).toHaveLength(0);
  });
});

describe('products by slug', () => {
  it('answers a product with its logo and documents, at addresses a browser reaches and the sandbox serves', async () => {
    const product = await catalogue.productBySlug('pt-BR', 'arado-480-sl');
    expect(product).toMatchObject({ group: 'crop-protection', seoSlug: 'arado-480-sl', name: 'Arado 480 SL', typeLabel: 'Herbicida' });
    const assets = product!.assets!;
    expect(assets.logo).toBe('/sandbox/catalogue/files/arado-480-sl/logo.svg');
    expect(assets.labels).toEqual([{ title: 'Bula', url: '/sandbox/catalogue/files/arado-480-sl/label-pt-BR.pdf' }]);
    const documents = [...assets.pdfs, ...assets.labels];
    expect(documents.length).toBeGreaterThanOrEqual(1);
    expect(documents.length).toBeLessThanOrEqual(4);
    for (const url of [assets.logo!, ...documents.map((document) => document.url)]) {
      const response = await sandboxFetch(`${SANDBOX_ORIGIN}${url.replace(/^\/sandbox/, '')}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^(image\/svg\+xml|application\/pdf)$/);
    }
    expect((await sandbox.requests(PRODUCTS))[0]!.query).toEqual({ slugs: 'arado-480-sl', locale: 'pt-BR', page: '0', size: '20' });
    expect((await sandbox.requests(assetsPath('arado-480-sl')))[0]!.query).toEqual({ locale: 'pt-BR' });
  });

  it('answers a seed with its documents too', async () => {
    const seed = await catalogue.productBySlug('es-AR', 'kalinda-tr451');
    expect(seed).toMatchObject({ group: 'seeds', crops: ['OSR'], cropLabel: 'Colza', maturity: '145 días', assets: { logo: expect.any(String), labels: [] } });
    expect(seed!.assets!.pdfs[0]).toEqual({ title: 'Ficha técnica', url: '/sandbox/catalogue/files/kalinda-tr451/technical-sheet-es-AR.pdf' });
  });

  it('answers null for a slug the catalogue does not have, and for one that cannot be a slug without asking', async () => {
    expect(await catalogue.productBySlug('en-US', 'no-such-product')).toBeNull();
    expect(await catalogue.productBySlug('en-US', 'a,b')).toBeNull();
    expect(await catalogue.productBySlug('en-US', '../assets')).toBeNull();
    expect(await sandbox.requests(PRODUCTS)).toHaveLength(1);
  });

  it('answers the product without its files when they cannot be read (spec §8)', async () => {
    await sandbox.fault({ path: assetsPath('kairos'), status: 503 });
    expect(await catalogue.productBySlug('en-US', 'kairos')).toMatchObject({ group: 'biological', name: 'Kairós', assets: null });
  });

  it('answers many slugs in the order asked, 20 to a call, leaving out unknown and impossible ones', async () => {
    const all = (await catalogue.listProducts('en-US')).map((product) => product.seoSlug).reverse();
    const asked = [...all.slice(0, 24), 'no-such-product', 'Not A Slug', all[0]!];
    const products = await catalogue.bySlugs('en-US', asked);
    expect(products.map((product) => product.seoSlug)).toEqual(all.slice(0, 24));
    const calls = (await sandbox.requests(PRODUCTS)).filter((request) => request.query.slugs);
    expect(calls.map((request) => request.query.slugs!.split(',').length)).toEqual([20, 5]);
    expect(await catalogue.bySlugs('en-US', [])).toEqual([]);
  });
});

describe('crop protection ids', () => {
  it('names every crop protection and biological product by its slug', async () => {
    const ids = await catalogue.cropProtectionIds('en-US');
    expect(ids).toHaveLength(34);
    expect(ids).toContainEqual({ productName: 'Arado 480 SL', product: 'arado-480-sl' });
    expect(ids).toContainEqual({ productName: 'Kairós', product: 'kairos' });
    expect(ids.some((id) => id.product === 'aurora-t0785')).toBe(false);
  });
});

describe('the catalogue, from a configured service', () => {
  const BASE = 'https://catalogue.terralis.example/v1';
  const seed = (seoSlug: string, hybridLabel: string): ProductWire => ({
    productGroup: 'seeds',
    seoSlug,
    brand: 'Terralis',
    fullProduct: { hybridLabel, productTypeLabel: 'Hybrid', cropLabel: 'Corn', positioningStatement: 'A hybrid.', maturitySort: 110, maturity: '110 days', productType: 'HYBRID', crop: 'CORN', trait: null },
  });
  const pageOf = (page: number, totalPages: number, products: ProductWire[]): ProductsPage => ({ page, size: 20, totalElements: 41, totalPages, products });

  const configured = <T>(call: () => Promise<T>) => withSettings({ baseUrl: `${BASE}/`, apiKey: 'key', timeoutMs: 500 }, call);

  it('sends the key, reads the pages the first one announces, and keeps the first of a product two pages repeat', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.get(`${BASE}/products`, ({ request }) => {
        keys.push(request.headers.get('x-api-key'));
        const page = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json(pageOf(page, 2, page === 0 ? [seed('a-1', 'A 1'), seed('b-1', 'B 1')] : [seed('b-1', 'B 1 moved'), seed('c-1', 'C 1')]));
      }),
    );
    const products = await configured(() => catalogue.listGroup('en-US', 'seeds'));
    expect(products.map((product) => [product.seoSlug, product.name])).toEqual([
      ['a-1', 'A 1'],
      ['b-1', 'B 1'],
      ['c-1', 'C 1'],
    ]);
    expect(keys).toEqual(['key', 'key']);
  });

  it('fails as malformed on a page that is not its shape, or announces more pages than any catalogue has', async () => {
    server.use(http.get(`${BASE}/products`, () => HttpResponse.json({ page: 0, products: [seed('a-1', 'A 1')] })));
    expect(await upstreamFailureOf(configured(() => catalogue.listGroup('en-US', 'seeds')))).toMatchObject({ failure: 'malformed' });
    server.use(http.get(`${BASE}/products`, () => HttpResponse.json(pageOf(0, 10_000, []))));
    expect(await upstreamFailureOf(configured(() => catalogue.listGroup('en-US', 'seeds')))).toMatchObject({ failure: 'malformed' });
  });

  it('keeps absolute http(s) file addresses as they are and drops any other', async () => {
    server.use(
      http.get(`${BASE}/assets/:slug`, () =>
        HttpResponse.json({
          'product-logo': [{ base: 'javascript:alert(1)' }, { base: 'https://cdn.terralis.example/logos/a.svg' }],
          pdf: [
            { title: 'Sheet', url: 'https://cdn.terralis.example/a.pdf' },
            { title: 'Relative', url: '/files/a.pdf' },
          ],
        }),
      ),
    );
    expect(await configured(() => catalogue.assets('en-US', 'a-1'))).toEqual({
      logo: 'https://cdn.terralis.example/logos/a.svg',
      pdfs: [{ title: 'Sheet', url: 'https://cdn.terralis.example/a.pdf' }],
      labels: [],
    });
  });
});

describe('catalogue settings', () => {
  it('use the sandbox with its key while the sandbox is on, even when a key alone is set', () => {
    const sandboxed = { baseUrl: 'http://sandbox.internal/catalogue/v1', apiKey: 'sandbox-catalogue-key', timeoutMs: 5000 };
    expect(parseEnv({}).catalogue).toEqual(sandboxed);
    expect(parseEnv({ CATALOGUE_API_KEY: 'real-key' }).catalogue).toEqual(sandboxed);
  });

  it('need a key with a configured service', () => {
    expect(() => parseEnv({ CATALOGUE_API_URL: 'https://catalogue.terralis.example/v1' })).toThrow('CATALOGUE_API_KEY: is required when CATALOGUE_API_URL is set');
    expect(parseEnv({ ...productionEnv, CATALOGUE_API_URL: 'https://catalogue.terralis.example/v1', CATALOGUE_API_KEY: 'key', CATALOGUE_TIMEOUT_MS: '2500' }).catalogue).toEqual({
      baseUrl: 'https://catalogue.terralis.example/v1',
      apiKey: 'key',
      timeoutMs: 2500,
    });
  });

  it('have no service once the sandbox is off and none is configured', () => {
    expect(parseEnv(productionEnv).catalogue).toEqual({ baseUrl: null, apiKey: null, timeoutMs: 5000 });
  });
});

describeUpstreamFaults('a group list', { path: PRODUCTS, query: { productGroup: 'seeds' } }, (timeoutMs) => withSettings({ timeoutMs }, () => catalogue.listGroup('en-US', 'seeds')));

describeUpstreamFaults('products by slug', { path: PRODUCTS, query: { slugs: 'aurora-t0785' } }, (timeoutMs) => withSettings({ timeoutMs }, () => catalogue.productBySlug('en-US', 'aurora-t0785')));

describeUpstreamFaults("a product's assets", { path: assetsPath('arado-480-sl') }, (timeoutMs) => withSettings({ timeoutMs }, () => catalogue.assets('en-US', 'arado-480-sl')));
