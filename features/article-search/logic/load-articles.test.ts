// @vitest-environment node
import { sandbox } from '@/tests/sandbox-control';
import { loadContentCards, loadFirstPage, loadTopArticles } from './load-articles';

const SEARCH_PATH = '/articles/pt-BR/search';
const WHEAT = 'terralis:culturas/trigo';
const WHEAT_ARTICLE = '/artigos/brusone-do-trigo-a-janela-de-aplicacao';

describe('loadFirstPage', () => {
  beforeEach(() => sandbox.reset());

  it('reads the 9 newest articles of the locale', async () => {
    const answer = await loadFirstPage('pt-BR', '/artigos/');
    expect(answer?.results).toHaveLength(9);
    expect(answer?.total).toBe(30);
  });

  it('answers null when the index fails', async () => {
    await sandbox.fault({ path: SEARCH_PATH, status: 503, times: 0 });
    expect(await loadFirstPage('pt-BR', '/artigos/')).toBeNull();
  });
});

describe('loadTopArticles', () => {
  beforeEach(() => sandbox.reset());

  it('takes the 4 most viewed overall without tags', async () => {
    const cards = await loadTopArticles('pt-BR', [], '/artigos/');
    expect(cards).toHaveLength(4);
    expect(cards[0]?.articleUrl).toBe('/artigos/manejo-da-ferrugem-asiatica-na-soja');
  });

  it('puts the one wheat article first and pads from the most viewed overall, each once', async () => {
    const [cards, overall] = await Promise.all([loadTopArticles('pt-BR', [WHEAT], '/artigos/'), loadTopArticles('pt-BR', [], '/artigos/')]);
    expect(cards.map((card) => card.articleUrl)).toEqual([WHEAT_ARTICLE, ...overall.map((card) => card.articleUrl).filter((path) => path !== WHEAT_ARTICLE).slice(0, 3)]);
  });

  it('answers none when the index fails', async () => {
    await sandbox.fault({ path: SEARCH_PATH, status: 503, times: 0 });
    expect(await loadTopArticles('pt-BR', [WHEAT], '/artigos/')).toEqual([]);
  });
});

describe('loadContentCards', () => {
  beforeEach(() => sandbox.reset());

  it('reads every article of the locale, newest first', async () => {
    const cards = await loadContentCards('pt-BR', { category: null, tagIds: [], pathPrefix: '/artigos/' });
    expect(cards).toHaveLength(30);
    const dates = cards!.map((card) => card.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('keeps to one category and to the tags asked for', async () => {
    const news = await loadContentCards('pt-BR', { category: 'news', tagIds: [], pathPrefix: '/artigos/' });
    expect(news!.length).toBeGreaterThan(0);
    expect(news!.every((card) => card.category === 'news')).toBe(true);
    expect((await loadContentCards('pt-BR', { category: null, tagIds: [WHEAT], pathPrefix: '/artigos/' }))!.map((card) => card.articleUrl)).toEqual([WHEAT_ARTICLE]);
  });

  it('answers null when the index fails', async () => {
    await sandbox.fault({ path: SEARCH_PATH, status: 503, times: 0 });
    expect(await loadContentCards('pt-BR', { category: null, tagIds: [], pathPrefix: '/artigos/' })).toBeNull();
  });
});
