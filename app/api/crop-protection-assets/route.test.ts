// @vitest-environment node
import { NextRequest } from 'next/server';
import type { CropProtectionAssetsAnswer } from '@/lib/catalogue/contract';
import { env } from '@/lib/env';
import { sandbox } from '@/tests/sandbox-control';
import { routeFaults, withShortTimeout } from '@/tests/upstream-faults';
import { GET } from './route';

// The data cache is Next's server's: here every read reaches the sandbox.
vi.mock('next/cache', () => ({ unstable_cache: (read: () => unknown) => read }));

const PRODUCTS = '/catalogue/v1/products';
const ASSETS = '/catalogue/v1/assets/arado-480-sl';
const CACHE = 'public, max-age=300, s-maxage=1800';

async function get(query: string) {
  const response = await GET(new NextRequest(`http://localhost/api/crop-protection-assets?${query}`));
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: (await response.json()) as unknown };
}

describe('GET /api/crop-protection-assets', () => {
  beforeEach(() => sandbox.reset());

  it("answers the product's name, slug and files, cacheable", async () => {
    const { status, cacheControl, body } = await get('product=arado-480-sl&locale=pt-BR');
    expect({ status, cacheControl }).toEqual({ status: 200, cacheControl: CACHE });
    const { data } = body as CropProtectionAssetsAnswer;
    expect(data).toMatchObject({ productName: 'Arado 480 SL', product: 'arado-480-sl' });
    expect(data.assets).toMatchObject({
      logo: '/sandbox/catalogue/files/arado-480-sl/logo.svg',
      labels: [{ title: 'Bula', url: '/sandbox/catalogue/files/arado-480-sl/label-pt-BR.pdf' }],
    });
    expect((await sandbox.requests(ASSETS))[0]!.query).toEqual({ locale: 'pt-BR' });
  });

  it('answers a biological product, in pt-BR when no locale is given', async () => {
    const { status, body } = await get('product=kairos');
    expect(status).toBe(200);
    expect((body as CropProtectionAssetsAnswer).data).toMatchObject({ productName: 'Kairós', product: 'kairos', assets: { logo: expect.any(String) } });
    expect((await sandbox.requests('/catalogue/v1/assets/kairos'))[0]!.query).toEqual({ locale: 'pt-BR' });
  });

  it.each(['', 'product=', 'product=Arado', 'product=arado_480', 'product=a,b', 'product=..%2Fassets', `product=${'a'.repeat(101)}`])(
    'answers 400 invalid_product for %j, without calling the catalogue',
    async (query) => {
      expect(await get(query)).toMatchObject({ status: 400, body: { error: 'invalid_product', message: expect.any(String) } });
      expect(await sandbox.requests(PRODUCTS)).toHaveLength(0);
    },
  );

  it('answers 400 invalid_locale for a locale that is not ours', async () => {
    expect(await get('product=arado-480-sl&locale=fr-FR')).toMatchObject({ status: 400, body: { error: 'invalid_locale' } });
  });

  it.each(['no-such-product', 'aurora-t0785'])('answers 404 product_not_found for %s (unknown, or a seed)', async (slug) => {
    expect(await get(`product=${slug}&locale=en-US`)).toMatchObject({ status: 404, body: { error: 'product_not_found' } });
  });

  describe('when the catalogue fails', () => {
    withShortTimeout(env.catalogue);

    it.each(routeFaults.map(([kind, fault]) => [kind, fault] as const))('answers the product without its files when they fail with %s, not cached (spec §8)', async (_kind, fault) => {
      await sandbox.fault({ path: ASSETS, ...fault, times: 0 });
      expect(await get('product=arado-480-sl&locale=en-US')).toEqual({
        status: 200,
        cacheControl: 'no-store',
        body: { data: { productName: 'Arado 480 SL', product: 'arado-480-sl', assets: null } },
      });
    });

    it.each(routeFaults)('answers a products failure (%s) with JSON, never a 500, not cached', async (_kind, fault, status, error) => {
      await sandbox.fault({ path: PRODUCTS, ...fault, times: 0 });
      const response = await get('product=arado-480-sl&locale=en-US');
      expect(response).toMatchObject({ status, body: { error } });
      expect(response.cacheControl).not.toBe(CACHE);
    });
  });
});
