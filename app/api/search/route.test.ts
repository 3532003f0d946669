// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { PANEL_RESULT_COUNT, searchAnswerSchema } from '@/lib/search/contract';
import { sandbox } from '@/tests/sandbox-control';
import { routeFaults, withShortTimeout } from '@/tests/upstream-faults';
import { server } from '@/tests/setup/msw-server';
import { GET } from './route';

// Next's data cache is not there in a unit test: the feed's generation is read straight through.
vi.mock('next/cache', () => ({ unstable_cache: (read: () => unknown) => read }));
// The catalogue's products are its own tests' business: the index is given one.
vi.mock('@/lib/upstreams/search/catalogue-products', () => ({
  catalogueProducts: async () => [
    { group: 'crop-protection', seoSlug: 'vexor', name: 'Vexor', brand: 'Terralis', typeLabel: 'Herbicida', description: 'Herbicida pós-emergente para soja.', crops: ['SOY'] },
  ],
}));

const SEARCH_PATH = '/search/v1/search';
const CACHE = 'public, max-age=60, s-maxage=300';

async function get(query: string) {
  const response = await GET(new NextRequest(`http://localhost/api/search?${query}`));
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: (await response.json()) as unknown };
}

describe('GET /api/search', () => {
  beforeEach(() => sandbox.reset());

  it("answers the locale's matches, the panel's six at most, cacheable", async () => {
    const { status, cacheControl, body } = await get('q=soja&locale=pt-BR');
    expect({ status, cacheControl }).toEqual({ status: 200, cacheControl: CACHE });
    const answer = searchAnswerSchema.parse(body);
    expect(answer).toEqual(body);
    expect(answer.results.length).toBeGreaterThan(0);
    expect(answer.results.length).toBeLessThanOrEqual(PANEL_RESULT_COUNT);
    expect(answer.total).toBeGreaterThanOrEqual(answer.results.length);
    expect(answer.results.map((result) => result.navigationPath)).toContain('/pt-BR/artigos/manejo-da-ferrugem-asiatica-na-soja');
    const [request] = await sandbox.requests(SEARCH_PATH);
    expect(request!.query).toEqual({ q: 'soja', size: String(PANEL_RESULT_COUNT), from: '0', locale: 'pt-BR' });
  });

  it('passes the type, size and page on, trimming the query', async () => {
    const { status, body } = await get('q=%20%20vexor%20&locale=pt-BR&type=product&size=10&from=0');
    expect(status).toBe(200);
    expect(body).toEqual({ results: [{ type: 'product', navigationPath: '/pt-BR/cpd/vexor', id: 'product:crop-protection:vexor', title: 'Vexor' }], total: 1 });
    expect((await sandbox.requests(SEARCH_PATH))[0]!.query).toEqual({ q: 'vexor', type: 'product', size: '10', from: '0', locale: 'pt-BR' });
  });

  it('reads empty optional parameters as absent', async () => {
    expect(await get('q=soja&locale=pt-BR&type=&size=&from=')).toMatchObject({ status: 200 });
    expect((await sandbox.requests(SEARCH_PATH))[0]!.query).toEqual({ q: 'soja', size: String(PANEL_RESULT_COUNT), from: '0', locale: 'pt-BR' });
  });

  it('answers no results for a search nothing matches, still cacheable', async () => {
    expect(await get('q=xylofone&locale=en-US')).toEqual({ status: 200, cacheControl: CACHE, body: { results: [], total: 0 } });
  });

  it.each([
    ['locale=pt-BR', 'q'],
    ['q=&locale=pt-BR', 'q'],
    ['q=%20%20&locale=pt-BR', 'q'],
    [`q=${'a'.repeat(201)}&locale=pt-BR`, 'q'],
    ['q=soja', 'locale'],
    ['q=soja&locale=fr-FR', 'locale'],
    ['q=soja&locale=pt-BR&type=video', 'type'],
    ['q=soja&locale=pt-BR&size=0', 'size'],
    ['q=soja&locale=pt-BR&size=51', 'size'],
    ['q=soja&locale=pt-BR&size=six', 'size'],
    ['q=soja&locale=pt-BR&size=2.5', 'size'],
    ['q=soja&locale=pt-BR&from=-1', 'from'],
    ['q=soja&locale=pt-BR&from=1001', 'from'],
  ])('answers 400 invalid_query for %j, naming %s, without calling the service', async (query, field) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'invalid_query', message: expect.stringMatching(new RegExp(`^${field}: `)) });
    expect(await sandbox.requests(SEARCH_PATH)).toHaveLength(0);
  });

  describe('on a configured service', () => {
    const SERVICE_URL = 'https://search.terralis.example/v1/search';
    const { baseUrl } = env.search;
    beforeAll(() => {
      env.search.baseUrl = 'https://search.terralis.example/v1';
    });
    afterAll(() => {
      env.search.baseUrl = baseUrl;
    });

    it.each(['invalid-brand', 'invalid-crop', 'invalid-zipcode'])('answers the refusal %s as a 400 with that code, not cached', async (message) => {
      server.use(http.get(SERVICE_URL, () => HttpResponse.json({ message }, { status: 400 })));
      const response = await get('q=soja&locale=pt-BR');
      expect(response).toMatchObject({ status: 400, body: { error: message, message: expect.any(String) } });
      expect(response.cacheControl).not.toBe(CACHE);
    });

    it("answers the service's other refusals as its failure", async () => {
      server.use(http.get(SERVICE_URL, () => HttpResponse.json({ message: 'invalid-locale' }, { status: 400 })));
      expect(await get('q=soja&locale=pt-BR')).toMatchObject({ status: 502, body: { error: 'upstream_error' } });
    });
  });

  describe('when the service fails', () => {
    withShortTimeout(env.search);

    it.each(routeFaults)('answers %s with JSON, never a 500, not cached', async (_kind, fault, status, error) => {
      await sandbox.fault({ path: SEARCH_PATH, ...fault, times: 0 });
      const response = await get('q=soja&locale=pt-BR');
      expect(response).toMatchObject({ status, body: { error } });
      expect(response.cacheControl).not.toBe(CACHE);
    });

    it('answers 502 when no service is configured', async () => {
      const { baseUrl } = env.search;
      env.search.baseUrl = null;
      try {
        expect(await get('q=soja&locale=pt-BR')).toMatchObject({ status: 502, body: { error: 'upstream_error' } });
      } finally {
        env.search.baseUrl = baseUrl;
      }
    });
  });
});
