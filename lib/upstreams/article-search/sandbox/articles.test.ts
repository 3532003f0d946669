// @vitest-environment node
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { pageDocumentSchema } from '@/lib/cms/model';
import { listContentFiles } from '@/lib/cms/sources/files';
import { locales } from '@/lib/i18n/locales';
import { sandbox } from '@/tests/sandbox-control';
import { server } from '@/tests/setup/msw-server';
import { sandboxHandlers } from '@/lib/sandbox/handlers';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { articleIndexSeed, articleTags } from './index-seed';

/** The article index's contract, through msw/node as any unit test can reach it. */
async function search(fields: Record<string, string>, locale = 'pt-BR') {
  const response = await fetch(`${SANDBOX_ORIGIN}/articles/${locale}/search`, { method: 'POST', body: new URLSearchParams(fields) });
  return { status: response.status, body: await response.json() };
}

const paths = (body: { results: { path: string }[] }) => body.results.map((result) => result.path);

describe('the sandbox article index', () => {
  beforeEach(async () => {
    server.use(...sandboxHandlers);
    await sandbox.reset();
  });

  it('holds 30 believable articles per locale, with the index’s flags, dates and existing images', () => {
    const knownTags = new Set<string>(Object.values(articleTags));
    for (const locale of locales) {
      const articles = articleIndexSeed[locale];
      expect(articles).toHaveLength(30);
      expect(new Set(articles.map((article) => article.path)).size).toBe(30);
      expect(new Set(articles.map((article) => article.id)).size).toBe(30);
      for (const article of articles) {
        expect(['0', '1']).toContain(article.new_article);
        expect(['0', '1']).toContain(article.featured_article);
        expect(new Date(article.article_date).toISOString()).toBe(article.article_date);
        expect(article.article_date >= '2025-01-01' && article.article_date < '2027-01-01').toBe(true);
        expect(existsSync(`public${article.article_image}`)).toBe(true);
        for (const tag of article.tag_ids) expect(knownTags).toContain(tag);
      }
      // Both categories, a few new and featured articles, and views spread enough for a "top 4 by views".
      expect(new Set(articles.map((article) => article.page_category))).toEqual(new Set(['article', 'news']));
      expect(articles.filter((article) => article.new_article === '1').length).toBeGreaterThanOrEqual(3);
      expect(articles.filter((article) => article.featured_article === '1').length).toBeGreaterThanOrEqual(3);
      expect(new Set(articles.map((article) => article.articlesViews)).size).toBe(30);
      expect(new Set(articles.map((article) => article.article_date.slice(0, 4)))).toEqual(new Set(['2025', '2026']));
    }
  });

  it('agrees with the content: every indexed path is an article page of the locale, and every article page is indexed', async () => {
    // Read as content:check reads it (lib/cms/sources/files.ts): published pages of each locale.
    const pages = (await listContentFiles('content')).filter((file) => !file.isDraft);
    for (const locale of locales) {
      const articlePages = new Map<string, ReturnType<typeof pageDocumentSchema.parse>>();
      for (const file of pages.filter((page) => page.locale === locale)) {
        const page = pageDocumentSchema.parse(JSON.parse(await readFile(file.file, 'utf8')));
        if (page.properties.pageType === 'article') articlePages.set(file.path, page);
      }
      const indexed = articleIndexSeed[locale];
      expect([...articlePages.keys()].sort()).toEqual(indexed.map((article) => article.path).sort());
      for (const article of indexed) {
        const { properties } = articlePages.get(article.path)!;
        expect(properties.title).toBe(article.title);
        expect(properties.image?.src).toBe(article.article_image);
        expect(properties.datePublished).toBe(article.article_date.slice(0, 10));
      }
    }
  });

  it('matches every word of the query in the weighted fields, accents aside, best scores first', async () => {
    const { status, body } = await search({ query: 'ferrugem asiatica' });
    expect(status).toBe(200);
    expect(paths(body)).toEqual(['/artigos/manejo-da-ferrugem-asiatica-na-soja']);
    const weighted = await search({ query: 'soja', weightedFields: 'description' });
    expect(paths(weighted.body)).toEqual([
      '/artigos/dias-de-campo-terralis-2026-27',
      '/artigos/vazio-sanitario-da-soja-calendario-2026',
      '/artigos/lagartas-na-soja-monitoramento-e-refugio',
      '/artigos/armazenagem-de-graos-umidade-e-temperatura',
    ]);
    expect((await search({ query: 'ferrugem milho' })).body.found).toBe(0);
  });

  it('matches everything with matchall or no query, newest first, and sorts as asked', async () => {
    const all = await search({ query: 'matchall', size: '100' });
    expect(all.body.found).toBe(30);
    expect(paths(all.body)[0]).toBe('/artigos/planejamento-da-safra-2026-27');
    expect((await search({})).body.found).toBe(30);
    const byViews = await search({ sort: 'articlesViews desc', size: '4' });
    expect(paths(byViews.body)).toEqual([
      '/artigos/manejo-da-ferrugem-asiatica-na-soja',
      '/artigos/buva-resistente-manejo-na-entressafra',
      '/artigos/calagem-e-gessagem-no-cerrado',
      '/artigos/vazio-sanitario-da-soja-calendario-2026',
    ]);
    const oldest = await search({ sort: 'article_date asc', size: '1' });
    expect(paths(oldest.body)).toEqual(['/artigos/armazenagem-de-graos-umidade-e-temperatura']);
  });

  it('filters by tags (any of), path prefix and page category', async () => {
    const tagged = await search({ filterQuery: JSON.stringify({ tags: [articleTags.wheat, articleTags.nutrition] }) }, 'en-US');
    expect(paths(tagged.body)).toEqual([
      '/articles/fusarium-head-blight-in-wheat',
      '/articles/nitrogen-timing-for-corn',
      '/articles/wheat-nitrogen-spring-topdress',
      '/articles/potassium-for-soybeans',
      '/articles/soil-sampling-grid-or-zone',
      '/articles/winter-wheat-planting-date-hessian-fly',
      '/articles/sulfur-for-corn',
    ]);
    expect((await search({ filterQuery: JSON.stringify({ pathPrefix: '/artigos/' }) })).body.found).toBe(30);
    expect((await search({ filterQuery: JSON.stringify({ pathPrefix: '/produtos/' }) })).body.found).toBe(0);
    expect((await search({ filterQuery: JSON.stringify({ pageCategory: 'news' }) })).body.found).toBe(6);
  });

  it('pages with start or the answer’s cursor, and ends with a null cursor', async () => {
    const first = await search({ size: '4' });
    expect(first.body).toMatchObject({ found: 30, start: 0, cursor: expect.any(String) });
    const second = await search({ size: '4', cursor: first.body.cursor });
    expect(second.body.start).toBe(4);
    expect(paths(second.body)).toEqual(paths((await search({ size: '4', start: '4' })).body));
    let last = second;
    while (last.body.cursor) last = await search({ size: '4', cursor: last.body.cursor });
    expect(last.body).toMatchObject({ start: 28, cursor: null });
    expect(last.body.results).toHaveLength(2);
  });

  it('answers only the fields asked for, and facet buckets over every match', async () => {
    const { body } = await search({ size: '1', returnFields: 'path,new_article', facets: 'tag_ids:1000,page_category' });
    expect(body.results).toEqual([{ path: '/artigos/planejamento-da-safra-2026-27', new_article: '1' }]);
    expect(body.facets.page_category.buckets).toEqual([
      { value: 'article', count: 24 },
      { value: 'news', count: 6 },
    ]);
    expect(body.facets.tag_ids.buckets[0]).toEqual({ value: articleTags.soy, count: 18 });
    expect((await search({ facets: 'tag_ids:2' })).body.facets.tag_ids.buckets).toHaveLength(2);
  });

  it('refuses a bad search with 400, a locale it has no index for with 404, and a JSON body with 415', async () => {
    for (const fields of <Record<string, string>[]>[{ size: '101' }, { sort: 'path desc' }, { returnFields: 'secret' }, { filterQuery: '{oops' }, { filterQuery: '{"tags": []}' }, { facets: 'title' }, { cursor: 'nope' }]) {
      expect((await search(fields)).status).toBe(400);
    }
    expect((await search({}, 'fr-FR')).status).toBe(404);
    const json = await fetch(`${SANDBOX_ORIGIN}/articles/pt-BR/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(json.status).toBe(415);
  });
});
