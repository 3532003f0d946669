// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { sandbox } from '@/tests/sandbox-control';
import { upstreamFailureOf } from '@/tests/upstream-failure';
import { describeUpstreamFaults } from '@/tests/upstream-faults';
import { server } from '@/tests/setup/msw-server';
import { env } from '@/lib/env';
import { articleSearchForm, searchArticles, searchArticlesByTags, selectTagResults } from './client';

const SEARCH_PATH = '/articles/pt-BR/search';
const SOY = 'terralis:culturas/soja';

describe('selectTagResults', () => {
  const results = (...paths: string[]) => paths.map((path) => ({ path }));

  it('leaves out the current page and keeps the index order', () => {
    expect(selectTagResults(results('/a', '/b', '/c'), '/b')).toEqual(results('/a', '/c'));
  });

  it('keeps at most 5, after leaving out the current page', () => {
    expect(selectTagResults(results('/a', '/b', '/c', '/d', '/e', '/f'), '/c')).toEqual(results('/a', '/b', '/d', '/e', '/f'));
    expect(selectTagResults(results('/a', '/b', '/c', '/d', '/e', '/f'), '/elsewhere')).toEqual(results('/a', '/b', '/c', '/d', '/e'));
  });

  it('recognises the current page written with a trailing slash or .html', () => {
    expect(selectTagResults(results('/artigos/x/', '/artigos/y.html', '/artigos/z'), '/artigos/x')).toEqual(results('/artigos/y.html', '/artigos/z'));
    expect(selectTagResults(results('/artigos/x', '/artigos/y'), '/artigos/y/')).toEqual(results('/artigos/x'));
    expect(selectTagResults(results('/artigos/x', '/artigos/y'), '/artigos/y.html')).toEqual(results('/artigos/x'));
  });

  it('does not leave out pages that only start like the current one, and keeps the home page rule', () => {
    expect(selectTagResults(results('/artigos/soja-2', '/artigos/soja'), '/artigos/soja')).toEqual(results('/artigos/soja-2'));
    expect(selectTagResults(results('/', '/artigos/soja'), '/')).toEqual(results('/artigos/soja'));
  });

  it('answers nothing for nothing', () => {
    expect(selectTagResults([], '/artigos/x')).toEqual([]);
  });
});

describe('searchArticlesByTags on the sandbox', () => {
  beforeEach(() => sandbox.reset());

  it('answers the newest articles with the tag, at most 5', async () => {
    const results = await searchArticlesByTags({ locale: 'pt-BR', tags: [SOY], excludePath: '/campanhas' });
    expect(results.map((result) => result.path)).toEqual([
      '/artigos/planejamento-da-safra-2026-27',
      '/artigos/percevejo-marrom-monitoramento-com-pano-de-batida',
      '/artigos/la-nina-e-a-janela-de-plantio-da-soja-no-sul',
      '/artigos/mancha-alvo-na-soja-como-identificar-e-controlar',
      '/artigos/tecnologia-de-aplicacao-tamanho-de-gota-e-deriva',
    ]);
    expect(results[0]).toEqual({
      title: 'Planejamento da safra 2026/27: cinco decisões antes do plantio',
      article_headline: 'Safra 2026/27: cinco decisões para tomar antes de plantar',
      description: expect.any(String),
      new_article: '1',
      featured_article: '1',
      path: '/artigos/planejamento-da-safra-2026-27',
      article_date: '2026-11-10T12:00:00.000Z',
      article_image: '/images/campaign-harvest.svg',
    });
    expect(await sandbox.requests(SEARCH_PATH)).toEqual([expect.objectContaining({ method: 'POST' })]);
  });

  it('leaves out the current page and still shows 5', async () => {
    const results = await searchArticlesByTags({ locale: 'pt-BR', tags: [SOY], excludePath: '/artigos/percevejo-marrom-monitoramento-com-pano-de-batida' });
    expect(results).toHaveLength(5);
    expect(results.map((result) => result.path)).not.toContain('/artigos/percevejo-marrom-monitoramento-com-pano-de-batida');
    expect(results.at(-1)?.path).toBe('/artigos/vazio-sanitario-da-soja-calendario-2026');
  });

  it('matches any of the tags, in the locale asked for', async () => {
    const results = await searchArticlesByTags({ locale: 'es-AR', tags: ['terralis:culturas/trigo', 'terralis:temas/nutricao'], excludePath: '/' });
    expect(results.map((result) => result.path)).toEqual(['/articulos/fusariosis-de-la-espiga-en-trigo', '/articulos/fertilizacion-nitrogenada-en-maiz-tardio']);
  });

  it('fails with the status on an error answer, without retrying', async () => {
    await sandbox.fault({ path: SEARCH_PATH, status: 500 });
    expect(await upstreamFailureOf(searchArticlesByTags({ locale: 'pt-BR', tags: [SOY], excludePath: '/' }))).toMatchObject({
      failure: 'status',
      status: 500,
      message: 'Server responded with status code: 500',
    });
    expect(await sandbox.requests(SEARCH_PATH)).toHaveLength(1);
  });

  it('fails as malformed on a body that is not JSON', async () => {
    await sandbox.fault({ path: SEARCH_PATH, malformed: true });
    expect(await upstreamFailureOf(searchArticlesByTags({ locale: 'pt-BR', tags: [SOY], excludePath: '/' }))).toMatchObject({ failure: 'malformed' });
  });

  it('gives up after its timeout', async () => {
    await sandbox.fault({ path: SEARCH_PATH, delayMs: 1_000 });
    const settings = { ...env.articleSearch, timeoutMs: 100 };
    expect(await upstreamFailureOf(searchArticlesByTags({ locale: 'pt-BR', tags: [SOY], excludePath: '/' }, settings))).toMatchObject({ failure: 'timeout' });
  });

  it('fails without calling anything when no index is configured', async () => {
    expect(await upstreamFailureOf(searchArticlesByTags({ locale: 'pt-BR', tags: [SOY], excludePath: '/' }, { baseUrl: null, timeoutMs: 100 }))).toMatchObject({ failure: 'unreachable' });
  });
});

describe('searchArticlesByTags on a configured index', () => {
  const settings = { baseUrl: 'https://search.terralis.example/articles/', timeoutMs: 500 };

  it('sends one form-encoded search: the tags, 6 results, newest first, only the card fields', async () => {
    let sent: URLSearchParams | undefined;
    server.use(
      http.post('https://search.terralis.example/articles/en-US/search', async ({ request }) => {
        expect(request.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
        sent = new URLSearchParams(await request.text());
        return HttpResponse.json({ found: 0, start: 0, results: [], facets: {}, cursor: null });
      }),
    );
    await expect(searchArticlesByTags({ locale: 'en-US', tags: ['terralis:culturas/milho'], excludePath: '/' }, settings)).resolves.toEqual([]);
    expect(Object.fromEntries(sent!)).toEqual({
      query: 'matchall',
      size: '6',
      start: '0',
      sort: 'article_date desc',
      returnFields: 'article_headline,title,description,new_article,featured_article,path,article_date,article_image',
      filterQuery: '{"tags":["terralis:culturas/milho"]}',
    });
  });

  it('fails as malformed on an answer of another shape', async () => {
    server.use(http.post('https://search.terralis.example/articles/en-US/search', () => HttpResponse.json({ results: [{ title: 'No path' }] })));
    expect(await upstreamFailureOf(searchArticlesByTags({ locale: 'en-US', tags: ['x'], excludePath: '/' }, settings))).toMatchObject({ failure: 'malformed' });
  });
});

describeUpstreamFaults('a tag search', { path: SEARCH_PATH }, (timeoutMs) =>
  searchArticlesByTags({ locale: 'pt-BR', tags: [SOY], excludePath: '/' }, { ...env.articleSearch, timeoutMs }),
);

describe('articleSearchForm', () => {
  const base = { locale: 'pt-BR' as const, query: null, size: 9, start: 0, tags: [] };

  it('asks for every article, newest first, with the card fields, weighted fields and both facets', () => {
    expect(articleSearchForm(base)).toEqual({
      query: 'matchall',
      size: '9',
      start: '0',
      sort: 'article_date desc',
      returnFields: 'id,title,article_headline,path,page_category,description,article_image,article_date',
      weightedFields: 'title^3,article_headline^3,description^1',
      facets: 'tag_ids:1000,page_category:10',
    });
  });

  it('puts the path prefix, the tags and the category in one JSON filter, and the words in the query', () => {
    expect(articleSearchForm({ ...base, query: 'ferrugem', start: 18, category: 'news', tags: ['a', 'b'], pathPrefix: '/artigos/' })).toMatchObject({
      query: 'ferrugem',
      start: '18',
      filterQuery: '{"pathPrefix":"/artigos/","tags":["a","b"],"pageCategory":"news"}',
    });
  });

  it('sorts by views for the most viewed', () => {
    expect(articleSearchForm({ ...base, order: 'most-viewed' }).sort).toBe('articlesViews desc');
  });
});

describe('searchArticles on the sandbox', () => {
  beforeEach(() => sandbox.reset());

  it('answers article cards, the facets, the total and the cursor', async () => {
    const answer = await searchArticles({ locale: 'pt-BR', query: null, size: 9, start: 0, tags: [], pathPrefix: '/artigos/' });
    expect(answer.total).toBe(30);
    expect(answer.results).toHaveLength(9);
    expect(answer.results[0]).toEqual({
      id: expect.any(String),
      title: 'Safra 2026/27: cinco decisões para tomar antes de plantar',
      articleUrl: '/artigos/planejamento-da-safra-2026-27',
      description: expect.any(String),
      imageUrl: '/images/campaign-harvest.svg',
      category: expect.stringMatching(/^(article|news)$/),
      date: '2026-11-10T12:00:00.000Z',
    });
    expect(answer.facets.tags.length).toBeGreaterThan(0);
    expect(answer.cursor).not.toBeNull();
  });

  it('takes the title when the headline is empty', async () => {
    const answer = await searchArticles({ locale: 'pt-BR', query: 'mancha-alvo', size: 9, start: 0, tags: [] });
    expect(answer.results[0]?.title).toBe('Mancha-alvo na soja: como identificar e controlar');
  });

  it('orders by views for the most viewed', async () => {
    const answer = await searchArticles({ locale: 'pt-BR', query: null, size: 4, start: 0, tags: [], order: 'most-viewed' });
    expect(answer.results[0]?.articleUrl).toBe('/artigos/manejo-da-ferrugem-asiatica-na-soja');
  });
});

describeUpstreamFaults('an article search', { path: SEARCH_PATH }, (timeoutMs) =>
  searchArticles({ locale: 'pt-BR', query: null, size: 9, start: 0, tags: [] }, { ...env.articleSearch, timeoutMs }),
);
