// @vitest-environment node
import { sandbox } from '@/tests/sandbox-control';
import { readProductPage } from './read-product';

// Next's data cache needs a request scope; here each read goes to the sandbox.
vi.mock('next/cache', () => ({ unstable_cache: (read: () => unknown) => read }));

const PRODUCTS = '/catalogue/v1/products';

beforeEach(() => sandbox.reset());

describe('readProductPage, on the sandbox', () => {
  it('reads a seed on /d with its files', async () => {
    const read = await readProductPage('d', 'en-US', 'aurora-t0785');
    expect(read).toMatchObject({
      kind: 'product',
      product: {
        group: 'seeds',
        name: 'Aurora T0785',
        assets: { logo: '/sandbox/catalogue/files/aurora-t0785/logo.svg', pdfs: expect.arrayContaining([{ title: 'Technical sheet', url: expect.any(String) }]) },
      },
    });
  });

  it.each([
    ['crop protection', 'cobalto-250-ec', 'crop-protection'],
    ['biological', 'kairos', 'biological'],
  ])('reads a %s product on /cpd', async (_, slug, group) => {
    expect(await readProductPage('cpd', 'pt-BR', slug)).toMatchObject({ kind: 'product', product: { group, seoSlug: slug } });
  });

  it.each([
    ['a seed on /cpd', 'cpd', 'aurora-t0785'],
    ['a crop protection product on /d', 'd', 'cobalto-250-ec'],
    ['a biological on /d', 'd', 'kairos'],
    ['an unknown slug', 'd', 'no-such-product'],
  ] as const)('answers not-found for %s, without asking for the product itself', async (_, route, slug) => {
    expect(await readProductPage(route, 'es-AR', slug)).toEqual({ kind: 'not-found' });
    expect((await sandbox.requests(PRODUCTS)).filter((request) => 'slugs' in request.query)).toEqual([]);
    expect(await sandbox.requests(`/catalogue/v1/assets/${slug}`)).toEqual([]);
  });

  it.each(['Aurora-T0785', 'aurora_t0785', 'aurora--t0785', '-aurora', 'a,b', `a${'-b'.repeat(60)}`])('answers not-found for %j, which cannot be a slug, without calling the catalogue', async (slug) => {
    expect(await readProductPage('d', 'en-US', slug)).toEqual({ kind: 'not-found' });
    expect(await sandbox.requests(PRODUCTS)).toEqual([]);
  });

  it('shows the product without its files when they cannot be read (spec §8)', async () => {
    await sandbox.fault({ path: '/catalogue/v1/assets/cobalto-250-ec', status: 503 });
    expect(await readProductPage('cpd', 'en-US', 'cobalto-250-ec')).toMatchObject({ kind: 'product', product: { name: 'Cobalto 250 EC', assets: null } });
  });

  it.each([
    ['the list fails', { query: { productGroup: 'seeds' }, status: 503 }],
    ['the product fails', { query: { slugs: 'aurora-t0785' }, status: 503 }],
    ['the product comes back unreadable', { query: { slugs: 'aurora-t0785' }, malformed: true }],
  ])('settles to failed when %s, never throwing', async (_, fault) => {
    await sandbox.fault({ path: PRODUCTS, ...fault, times: 0 });
    expect(await readProductPage('d', 'en-US', 'aurora-t0785')).toMatchObject({ kind: 'failed', error: { service: 'catalogue' } });
  });
});
