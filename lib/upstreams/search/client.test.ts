// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { env, parseEnv } from '@/lib/env';
import { sandboxFetch } from '@/lib/sandbox/fetch';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { searchAnswerSchema, type SearchQuery } from '@/lib/search/contract';
import { productionEnv } from '@/tests/production-env';
import { sandbox } from '@/tests/sandbox-control';
import { server } from '@/tests/setup/msw-server';
import { upstreamFailureOf } from '@/tests/upstream-failure';
import { describeUpstreamFaults } from '@/tests/upstream-faults';
import type { IndexedProduct } from './feed';
import { search, SearchRefusal } from './client';
import type { SearchSettings } from './config';

/** Next's data cache, as far as the feed's generation needs it: kept per key until a test expires it (what a publish does). */
const dataCache = vi.hoisted(() => new Map<string, unknown>());
vi.mock('next/cache', () => ({
  unstable_cache: (read: () => Promise<unknown>, keyParts: string[]) => async () => {
    const key = keyParts.join('\u0000');
    if (!dataCache.has(key)) dataCache.set(key, await read());
    return dataCache.get(key);
  },
}));

/** The catalogue's products are its own tests' business: the index is given these. */
const products = vi.hoisted((): IndexedProduct[] => []);
vi.mock('./catalogue-products', () => ({ catalogueProducts: async () => products }));

const SEARCH_PATH = '/search/v1/search';
const RUST_ARTICLE = '/pt-BR/artigos/manejo-da-ferrugem-asiatica-na-soja';
const seed: IndexedProduct = {
  group: 'seeds',
  seoSlug: 'tx-3140-pro',
  name: 'TX 3140 PRO',
  brand: 'Terralis',
  typeLabel: 'Híbrido',
  description: 'Híbrido de milho de alto potencial produtivo.',
  crops: ['CORN'],
  cropLabel: 'Milho',
};
const herbicide: IndexedProduct = {
  group: 'crop-protection',
  seoSlug: 'vexor',
  name: 'Vexor',
  brand: 'Terralis',
  typeLabel: 'Herbicida',
  description: 'Herbicida pós-emergente para soja.',
  crops: ['SOY'],
  activeIngredients: ['Glifosato'],
};

const ask = (query: Partial<SearchQuery> & { q: string }, settings?: SearchSettings) => search.query({ size: 6, from: 0, locale: 'pt-BR', ...query }, settings);
const paths = (answer: { results: { navigationPath: string }[] }) => answer.results.map((result) => result.navigationPath);

beforeEach(async () => {
  products.splice(0, products.length, seed, herbicide);
  await sandbox.reset();
});

describe('a search, on the sandbox', () => {
  it("finds the locale's article by a word of its title, as our SearchAnswer", async () => {
    const answer = await ask({ q: 'ferrugem' });
    expect(searchAnswerSchema.parse(answer)).toEqual(answer);
    expect(answer.results[0]).toEqual({ type: 'article', navigationPath: RUST_ARTICLE, id: 'page:/artigos/manejo-da-ferrugem-asiatica-na-soja', title: 'Ferrugem-asiática na soja: guia de manejo' });
    expect(answer.total).toBeGreaterThanOrEqual(1);
    const [request] = await sandbox.requests(SEARCH_PATH);
    expect(request!.query).toEqual({ q: 'ferrugem', size: '6', from: '0', locale: 'pt-BR' });
  });

  it('finds catalogue products at their product pages, by name, crop, type label or active ingredient', async () => {
    expect(await ask({ q: 'vexor' })).toEqual({ results: [{ type: 'product', navigationPath: '/pt-BR/cpd/vexor', id: 'product:crop-protection:vexor', title: 'Vexor' }], total: 1 });
    expect(paths(await ask({ q: 'TX 3140' }))).toEqual(['/pt-BR/d/tx-3140-pro']);
    // Articles may mention the ingredient too: the product is among the results.
    expect(paths(await ask({ q: 'glifosato' }))).toContain('/pt-BR/cpd/vexor');
    expect(paths(await ask({ q: 'hibrido milho' }))).toContain('/pt-BR/d/tx-3140-pro');
  });

  it('forgives accents, case, typos and unfinished words', async () => {
    for (const q of ['asiatica', 'ASIÁTICA', 'feruggem', 'ferrug']) expect(paths(await ask({ q }))).toContain(RUST_ARTICLE);
  });

  it('narrows to one type', async () => {
    const answer = await ask({ q: 'soja', type: 'product' });
    expect(answer.results.length).toBeGreaterThan(0);
    expect(answer.results.every((result) => result.type === 'product')).toBe(true);
    // A CMS page of type product is a product too.
    expect(paths(answer)).toEqual(expect.arrayContaining(['/pt-BR/produtos/aurora-pro', '/pt-BR/cpd/vexor']));
    expect(paths(await ask({ q: 'soja', type: 'article' }))).toContain(RUST_ARTICLE);
  });

  it('pages with from and size, counting every match', async () => {
    const all = await ask({ q: 'soja', size: 50 });
    expect(all.total).toBeGreaterThan(2);
    const first = await ask({ q: 'soja', size: 2 });
    const second = await ask({ q: 'soja', size: 2, from: 2 });
    expect([first.total, second.total]).toEqual([all.total, all.total]);
    expect([...paths(first), ...paths(second)]).toEqual(paths(all).slice(0, 4));
  });

  it('searches only the locale asked for', async () => {
    expect(paths(await ask({ q: 'roya', locale: 'es-AR' }))).toContain('/es-AR/articulos/manejo-de-la-roya-asiatica-en-soja');
    expect(await ask({ q: 'roya' })).toEqual({ results: [], total: 0 });
  });

  it('never finds a page with access rules, one kept out of search engines, or the home page', async () => {
    const found = [
      ...paths(await ask({ q: 'impulso', size: 50 })),
      ...paths(await ask({ q: 'componentes', size: 50 })),
      ...paths(await ask({ q: 'obrigado', size: 50 })),
      ...paths(await ask({ q: 'agricultura digital', size: 50 })),
    ];
    for (const hidden of ['/pt-BR/meu-impulso', '/pt-BR/historico', '/pt-BR/area-logada', '/pt-BR/componentes', '/pt-BR/obrigado', '/pt-BR']) expect(found).not.toContain(hidden);
  });

  it('keeps its index until the content is published again, then finds what is new', async () => {
    expect(await ask({ q: 'zentrax' })).toEqual({ results: [], total: 0 });
    products.push({ ...herbicide, seoSlug: 'zentrax', name: 'Zentrax' });
    expect(await ask({ q: 'zentrax' })).toEqual({ results: [], total: 0 });
    // The publish expires the CMS's tags, and the feed's generation with them.
    dataCache.clear();
    expect(paths(await ask({ q: 'zentrax' }))).toEqual(['/pt-BR/cpd/zentrax']);
  });

  it('fails without calling anything when no service is configured', async () => {
    expect(await upstreamFailureOf(ask({ q: 'soja' }, { baseUrl: null, apiKey: null, timeoutMs: 500 }))).toMatchObject({ failure: 'unreachable' });
    expect(await sandbox.requests(SEARCH_PATH)).toHaveLength(0);
  });
});

describe('the sandbox service', () => {
  const get = (query: string) => sandboxFetch(`${SANDBOX_ORIGIN}${SEARCH_PATH}?${query}`);

  it.each([
    ['q=soja&locale=fr-FR', 'invalid-locale'],
    ['q=soja', 'invalid-locale'],
    ['q=%20&locale=pt-BR', 'invalid-query'],
    ['locale=pt-BR', 'invalid-query'],
    ['q=soja&locale=pt-BR&type=video', 'invalid-type'],
    ['q=soja&locale=pt-BR&size=0', 'invalid-size'],
    ['q=soja&locale=pt-BR&size=101', 'invalid-size'],
    ['q=soja&locale=pt-BR&from=-1', 'invalid-from'],
  ])('answers %s with 400 %s', async (query, message) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
  });

  it('answers 10 results from the first by default, with the total', async () => {
    await ask({ q: 'soja' }); // the site's client hands the sandbox its feed
    const answer = (await (await get('q=s&locale=en-US')).json()) as { results: unknown[]; total: number };
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.results).toHaveLength(Math.min(10, answer.total));
  });
});

describe('a search, on a configured service', () => {
  const settings: SearchSettings = { baseUrl: 'https://search.terralis.example/v1/', apiKey: 'key', timeoutMs: 500 };
  const SERVICE_URL = 'https://search.terralis.example/v1/search';
  const hit = (id: string, type = 'article', navigationPath = `/pt-BR/${id}`) => ({ type, navigationPath, id, title: id.toUpperCase() });

  it('sends its key, keeps at most `size` results of the type asked for, and reads a missing total as null', async () => {
    let key: string | null = null;
    server.use(
      http.get(SERVICE_URL, ({ request }) => {
        key = request.headers.get('x-api-key');
        return HttpResponse.json({ results: [hit('a'), hit('b', 'product'), hit('c'), hit('d')], extra: true });
      }),
    );
    expect(await ask({ q: 'soja', type: 'article', size: 2 }, settings)).toEqual({ results: [hit('a'), hit('c')], total: null });
    expect(key).toBe('key');
  });

  it.each(['invalid-brand', 'invalid-crop', 'invalid-zipcode'] as const)("fails as the refusal %s, whatever the service's error status", async (message) => {
    for (const status of [400, 422]) {
      server.use(http.get(SERVICE_URL, () => HttpResponse.json({ message }, { status })));
      const failure = await upstreamFailureOf(ask({ q: 'soja' }, settings));
      expect(failure).toBeInstanceOf(SearchRefusal);
      expect(failure).toMatchObject({ refusal: message, failure: 'status', status });
    }
  });

  it.each([
    ['another message', HttpResponse.json({ message: 'invalid-locale' }, { status: 400 }), 400],
    ['a body that is not JSON', new HttpResponse('<h1>Bad gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }), 502],
  ])('passes %s through as a failure of the service', async (_kind, response, status) => {
    server.use(http.get(SERVICE_URL, () => response.clone()));
    const failure = await upstreamFailureOf(ask({ q: 'soja' }, settings));
    expect(failure).not.toBeInstanceOf(SearchRefusal);
    expect(failure).toMatchObject({ failure: 'status', status, message: `Server responded with status code: ${status}` });
  });

  it('fails as malformed on a result that would lead off the site', async () => {
    server.use(http.get(SERVICE_URL, () => HttpResponse.json({ results: [hit('a', 'article', '//evil.example/x')], total: 1 })));
    expect(await upstreamFailureOf(ask({ q: 'soja' }, settings))).toMatchObject({ failure: 'malformed' });
  });
});

describe('search settings', () => {
  it('use the sandbox, without a key, while the sandbox is on and no service is set', () => {
    const sandboxed = { baseUrl: 'http://sandbox.internal/search/v1', apiKey: null, timeoutMs: 3000 };
    expect(parseEnv({}).search).toEqual(sandboxed);
    expect(parseEnv({ SEARCH_API_KEY: 'real-key' }).search).toEqual(sandboxed);
  });

  it('use a configured service, with its key when it has one', () => {
    expect(parseEnv({ ...productionEnv, SEARCH_URL: 'https://search.terralis.example/v1', SEARCH_API_KEY: 'key', SEARCH_TIMEOUT_MS: '1500' }).search).toEqual({
      baseUrl: 'https://search.terralis.example/v1',
      apiKey: 'key',
      timeoutMs: 1500,
    });
    expect(parseEnv({ ...productionEnv, SEARCH_URL: 'https://search.terralis.example/v1' }).search).toMatchObject({ apiKey: null });
  });

  it('have no service once the sandbox is off and none is configured', () => {
    expect(parseEnv(productionEnv).search).toEqual({ baseUrl: null, apiKey: null, timeoutMs: 3000 });
  });
});

describeUpstreamFaults('a search', { path: SEARCH_PATH }, (timeoutMs) => ask({ q: 'soja' }, { ...env.search, timeoutMs }));
