// @vitest-environment node
import { existsSync } from 'node:fs';
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

  it('holds about 10 believable articles per locale, with the index’s flags, dates and existing images', () => {
    const knownTags = new Set<string>(Object.values(articleTags));
    for (const locale of locales) {
      const articles = articleIndexSeed[locale];
      expect(articles).toHaveLength(10);
      expect(new Set(articles.map((article) => article.path)).size).toBe(10);
      for (const article of articles) {
        expect(['0', '1']).toContain(article.new_article);
        expect(['0', '1']).toContain(article.featured_article);
        expect(new Date(article.article_date).toISOString()).toBe(article.article_date);
        expect(existsSync(`public${article.article_image}`)).toBe(true);
        for (const tag of article.tag_ids) expect(knownTags).toContain(tag);
      }
    }
  });

  it('includes each locale’s real article page', () => {
    for (const [locale, path] of [
      ['pt-BR', '/artigos/manejo-da-ferrugem-asiatica-na-soja'],
      ['es-AR', '/articulos/manejo-de-la-roya-asiatica-en-soja'],
      ['en-US', '/articles/managing-asian-soybean-rust'],
    ] as const) {
      expect(articleIndexSeed[locale].map((article) => article.path)).toContain(path);
      expect(existsSync(`content/${locale}${path}.json`)).toBe(true);
    }
  });

  it('matches every word of the query in the weighted fields, accents aside, best scores first', async () => {
    const { status, body } = await search({ query: 'ferrugem asiatica' });
    expect(status).toBe(200);
    expect(paths(body)).toEqual(['/artigos/manejo-da-ferrugem-asiatica-na-soja']);
    const weighted = await search({ query: 'soja', weightedFields: 'description' });
    expect(paths(weighted.body)).toEqual(['/artigos/vazio-sanitario-da-soja-calendario-2026']);
    expect((await search({ query: 'ferrugem milho' })).body.found).toBe(0);
  });

  it('matches everything with matchall or no query, newest first, and sorts as asked', async () => {
    const all = await search({ query: 'matchall', size: '100' });
    expect(all.body.found).toBe(10);
    expect(paths(all.body)[0]).toBe('/artigos/planejamento-da-safra-2026-27');
    expect((await search({})).body.found).toBe(10);
    const byViews = await search({ sort: 'articlesViews desc', size: '1' });
    expect(paths(byViews.body)).toEqual(['/artigos/manejo-da-ferrugem-asiatica-na-soja']);
    const oldest = await search({ sort: 'article_date asc', size: '1' });
    expect(paths(oldest.body)).toEqual(['/artigos/manejo-da-ferrugem-asiatica-na-soja']);
  });

  it('filters by tags (any of), path prefix and page category', async () => {
    const tagged = await search({ filterQuery: JSON.stringify({ tags: [articleTags.wheat, articleTags.nutrition] }) }, 'en-US');
    expect(paths(tagged.body)).toEqual(['/articles/fusarium-head-blight-in-wheat', '/articles/nitrogen-timing-for-corn']);
    expect((await search({ filterQuery: JSON.stringify({ pathPrefix: '/artigos/' }) })).body.found).toBe(10);
    expect((await search({ filterQuery: JSON.stringify({ pathPrefix: '/produtos/' }) })).body.found).toBe(0);
    expect((await search({ filterQuery: JSON.stringify({ pageCategory: 'news' }) })).body.found).toBe(3);
  });

  it('pages with start or the answer’s cursor, and ends with a null cursor', async () => {
    const first = await search({ size: '4' });
    expect(first.body).toMatchObject({ found: 10, start: 0, cursor: expect.any(String) });
    const second = await search({ size: '4', cursor: first.body.cursor });
    expect(second.body.start).toBe(4);
    expect(paths(second.body)).toEqual(paths((await search({ size: '4', start: '4' })).body));
    const last = await search({ size: '4', cursor: second.body.cursor });
    expect(last.body).toMatchObject({ start: 8, cursor: null });
    expect(last.body.results).toHaveLength(2);
  });

  it('answers only the fields asked for, and facet buckets over every match', async () => {
    const { body } = await search({ size: '1', returnFields: 'path,new_article', facets: 'tag_ids:1000,page_category' });
    expect(body.results).toEqual([{ path: '/artigos/planejamento-da-safra-2026-27', new_article: '1' }]);
    expect(body.facets.page_category.buckets).toEqual([
      { value: 'article', count: 7 },
      { value: 'news', count: 3 },
    ]);
    expect(body.facets.tag_ids.buckets[0]).toEqual({ value: articleTags.soy, count: 7 });
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
