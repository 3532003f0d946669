// @vitest-environment node
import { NextRequest } from 'next/server';
import type { CropProtectionIdsAnswer } from '@/lib/catalogue/contract';
import { env } from '@/lib/env';
import { sandbox } from '@/tests/sandbox-control';
import { routeFaults, withShortTimeout } from '@/tests/upstream-faults';
import { GET } from './route';

// Next's data cache needs a request scope; here each request reads the sandbox.
vi.mock('next/cache', () => ({ unstable_cache: (read: () => unknown) => read }));

const PRODUCTS = '/catalogue/v1/products';
const CACHE = 'public, max-age=300, s-maxage=1800';

async function get(query = '') {
  const response = await GET(new NextRequest(`http://localhost/api/crop-protection-ids${query}`));
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: (await response.json()) as CropProtectionIdsAnswer };
}

describe('GET /api/crop-protection-ids', () => {
  beforeEach(() => sandbox.reset());

  it('lists the crop protection and biological products of the locale, cacheable', async () => {
    const { status, cacheControl, body } = await get('?locale=es-AR');
    expect({ status, cacheControl }).toEqual({ status: 200, cacheControl: CACHE });
    expect(body.items).toHaveLength(34);
    expect(body.items).toContainEqual({ fullProduct: { productName: 'Arado 480 SL', product: 'arado-480-sl' } });
    expect(body.items).toContainEqual({ fullProduct: { productName: 'Aliança Raiz', product: 'alianca-raiz' } });
    expect(new Set((await sandbox.requests(PRODUCTS)).map((request) => `${request.query.productGroup}:${request.query.locale}`))).toEqual(
      new Set(['crop-protection:es-AR', 'bio:es-AR']),
    );
  });

  it('reads pt-BR when no locale is given', async () => {
    expect((await get()).status).toBe(200);
    expect((await get('?locale=')).status).toBe(200);
    expect(new Set((await sandbox.requests(PRODUCTS)).map((request) => request.query.locale))).toEqual(new Set(['pt-BR']));
  });

  it('answers 400 invalid_locale for a locale that is not ours, without calling the catalogue', async () => {
    expect(await get('?locale=fr-FR')).toMatchObject({ status: 400, body: { error: 'invalid_locale' } });
    expect(await sandbox.requests(PRODUCTS)).toHaveLength(0);
  });

  describe('when the catalogue fails', () => {
    withShortTimeout(env.catalogue);

    it.each(routeFaults.map(([kind, fault]) => [kind, fault] as const))('answers %s with 200 and no items, not cached (spec §8)', async (_kind, fault) => {
      await sandbox.fault({ path: PRODUCTS, query: { productGroup: 'bio' }, ...fault, times: 0 });
      expect(await get('?locale=en-US')).toEqual({ status: 200, cacheControl: 'no-store', body: { items: [] } });
    });

    it('answers no items when no catalogue is configured', async () => {
      const { baseUrl } = env.catalogue;
      env.catalogue.baseUrl = null;
      try {
        expect(await get('?locale=en-US')).toEqual({ status: 200, cacheControl: 'no-store', body: { items: [] } });
      } finally {
        env.catalogue.baseUrl = baseUrl;
      }
    });
  });
});
