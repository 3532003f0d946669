// @vitest-environment node
import { articleSearchAnswerSchema } from '@/lib/articles/contract';
import { env } from '@/lib/env';
import { sandbox } from '@/tests/sandbox-control';
import { routeFaults, withShortTimeout } from '@/tests/upstream-faults';
import { POST } from './route';

const SEARCH_PATH = '/articles/pt-BR/search';
const CACHE = 'public, max-age=60, s-maxage=300';
const FORM = 'application/x-www-form-urlencoded';

async function post(body: string, contentType = FORM) {
  const response = await POST(new Request('http://localhost/api/article-search', { method: 'POST', headers: { 'content-type': contentType }, body }));
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: (await response.json()) as unknown };
}

const search = async (fields: Record<string, string | string[]>) => {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) form.append(name, item);
  return post(form.toString());
};

describe('POST /api/article-search', () => {
  beforeEach(() => sandbox.reset());

  it('answers the first 9 articles of the locale, newest first, with facets and a cursor, cacheable', async () => {
    const { status, cacheControl, body } = await search({ locale: 'pt-BR' });
    expect({ status, cacheControl }).toEqual({ status: 200, cacheControl: CACHE });
    const answer = articleSearchAnswerSchema.parse(body);
    expect(answer.total).toBe(30);
    expect(answer.results).toHaveLength(9);
    expect(answer.cursor).toEqual(expect.any(String));
    const dates = answer.results.map((card) => card.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(answer.results.every((card) => card.articleUrl.startsWith('/artigos/'))).toBe(true);
    expect(answer.facets.categories.map((bucket) => bucket.id).sort()).toEqual(['article', 'news']);
    expect(answer.facets.tags.find((bucket) => bucket.id === 'terralis:culturas/soja')?.count).toBeGreaterThan(0);
  });

  it('filters by words, category and any of the tags', async () => {
    const answer = articleSearchAnswerSchema.parse((await search({ locale: 'pt-BR', query: 'soja', category: 'article', tags: ['terralis:temas/doencas', 'terralis:temas/pragas'] })).body);
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.results.every((card) => card.category === 'article')).toBe(true);
    expect(answer.facets.categories).toEqual([{ id: 'article', count: answer.total }]);
  });

  it('pages with start and ends with a null cursor', async () => {
    const answer = articleSearchAnswerSchema.parse((await search({ locale: 'pt-BR', start: '27' })).body);
    expect(answer.results).toHaveLength(3);
    expect(answer.cursor).toBeNull();
  });

  it('answers no results, still cacheable, for words no article has', async () => {
    const { status, cacheControl, body } = await search({ locale: 'en-US', query: 'zzzxxy' });
    expect({ status, cacheControl }).toEqual({ status: 200, cacheControl: CACHE });
    expect(body).toMatchObject({ results: [], total: 0, cursor: null });
  });

  it.each([
    ['no locale', {}],
    ['an unknown locale', { locale: 'fr-FR' }],
    ['a size over 50', { locale: 'pt-BR', size: '51' }],
    ['a size of 0', { locale: 'pt-BR', size: '0' }],
    ['a start past 1000', { locale: 'pt-BR', start: '1001' }],
    ['a negative start', { locale: 'pt-BR', start: '-9' }],
    ['an unknown category', { locale: 'pt-BR', category: 'video' }],
    ['a path prefix that is not a site path', { locale: 'pt-BR', pathPrefix: 'https://elsewhere.example/' }],
    ['a query of 201 characters', { locale: 'pt-BR', query: 'a'.repeat(201) }],
  ])('answers 400 invalid_request for %s, without calling the index', async (_kind, fields) => {
    expect(await search(fields)).toMatchObject({ status: 400, body: { error: 'invalid_request', message: expect.any(String), details: expect.any(Object) } });
    expect(await sandbox.requests(SEARCH_PATH)).toHaveLength(0);
  });

  it('answers 415 for a JSON body', async () => {
    expect(await post(JSON.stringify({ locale: 'pt-BR' }), 'application/json')).toMatchObject({ status: 415, body: { error: 'unsupported_media_type' } });
  });

  it('answers 413 for a body over its limit', async () => {
    expect(await post(`locale=pt-BR&query=${'a'.repeat(20_000)}`)).toMatchObject({ status: 413, body: { error: 'payload_too_large' } });
  });

  describe('when the index fails', () => {
    withShortTimeout(env.articleSearch);

    it.each(routeFaults)('answers %s with JSON, never a 500, not cached', async (_kind, fault, status, error) => {
      await sandbox.fault({ path: SEARCH_PATH, ...fault, times: 0 });
      const response = await search({ locale: 'pt-BR' });
      expect(response).toMatchObject({ status, body: { error } });
      expect(response.cacheControl).not.toBe(CACHE);
    });

    it('answers 502 when no index is configured', async () => {
      const { baseUrl } = env.articleSearch;
      env.articleSearch.baseUrl = null;
      try {
        expect(await search({ locale: 'pt-BR' })).toMatchObject({ status: 502, body: { error: 'upstream_error' } });
      } finally {
        env.articleSearch.baseUrl = baseUrl;
      }
    });
  });
});
