// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { env } from '@/lib/env';
import { makeContext, makePage } from '@/tests/fixtures/cms';
import { sandbox } from '@/tests/sandbox-control';
import { server } from '@/tests/setup/msw-server';
import { CardGroup } from '../components/card-group';
import { cardGroupSchema } from '../schema';
import { loadCardGroupCards } from './load-cards';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));
/** The sandbox's index, as configured by default; a test may point the settings at an index msw answers. */
const sandboxIndex = env.articleSearch.baseUrl;

const SEARCH_PATH = '/articles/pt-BR/search';
const group = cardGroupSchema.parse({
  heading: 'Leia também',
  loadType: 'tags',
  tags: ['terralis:culturas/soja'],
  cards: [
    { articleHeadline: 'Conheça o Aurora Pro', articleURL: '/produtos/aurora-pro', featuredArticle: true },
    { articleHeadline: 'Ferramentas para a sua lavoura', articleURL: '/ferramentas', articleDate: '2026-08-01' },
  ],
});
const onPage = (path: string) => makeContext({ page: makePage({ path }) });
const headlines = (cards: { articleHeadline: string }[]) => cards.map((card) => card.articleHeadline);

/** The error lines the loader wrote, parsed. */
function errorLog() {
  const lines: Record<string, unknown>[] = [];
  vi.spyOn(console, 'error').mockImplementation((line: string) => void lines.push(JSON.parse(line)));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  return lines;
}

describe('loadCardGroupCards', () => {
  beforeEach(async () => {
    env.articleSearch.baseUrl = sandboxIndex;
    await sandbox.reset();
  });
  afterEach(() => vi.restoreAllMocks());

  it('fills a tags group with the newest tagged articles, as flex cards', async () => {
    const cards = await loadCardGroupCards(group, onPage('/campanhas'));
    expect(headlines(cards)).toEqual([
      'Safra 2026/27: cinco decisões para tomar antes de plantar',
      'Percevejo-marrom na soja: quando o pano de batida manda aplicar',
      'La Niña: o que muda na janela de plantio da soja no Sul',
      'Mancha-alvo na soja: como identificar e controlar',
      'Gota certa, deriva mínima: ajuste o pulverizador antes da safra',
    ]);
    expect(cards[0]).toEqual({
      articleHeadline: 'Safra 2026/27: cinco decisões para tomar antes de plantar',
      description: 'Cultivares, população, tratamento de sementes, programa de fungicidas e plano de monitoramento.',
      newArticle: true,
      featuredArticle: true,
      articleURL: '/artigos/planejamento-da-safra-2026-27',
      articleDate: '2026-11-10',
      formattedArticleDate: '10 de novembro de 2026',
      imageURL: '/images/campaign-harvest.svg',
    });
    expect(await sandbox.requests(SEARCH_PATH)).toHaveLength(1);
  });

  it('leaves out the page it is on, and still shows at most 5', async () => {
    const cards = await loadCardGroupCards(group, onPage('/artigos/planejamento-da-safra-2026-27'));
    expect(cards).toHaveLength(5);
    expect(cards.map((card) => card.articleURL)).not.toContain('/artigos/planejamento-da-safra-2026-27');
    expect(cards.at(-1)?.articleURL).toBe('/artigos/vazio-sanitario-da-soja-calendario-2026');
  });

  it('shows fewer when fewer articles have the tags, and the authored cards when none is left', async () => {
    const wheat = { ...group, tags: ['terralis:culturas/trigo'] };
    expect(headlines(await loadCardGroupCards(wheat, onPage('/')))).toEqual(['Brusone do trigo: a janela de aplicação que faz diferença']);
    // The only one is the page itself: nothing is left, so the authored cards stay.
    expect(headlines(await loadCardGroupCards(wheat, onPage('/artigos/brusone-do-trigo-a-janela-de-aplicacao')))).toEqual(['Conheça o Aurora Pro', 'Ferramentas para a sua lavoura']);
  });

  it('keeps the authored cards, and logs an error, when the search answers 500', async () => {
    const lines = errorLog();
    await sandbox.fault({ path: SEARCH_PATH, status: 500 });
    const cards = await loadCardGroupCards(group, onPage('/campanhas'));
    expect(headlines(cards)).toEqual(['Conheça o Aurora Pro', 'Ferramentas para a sua lavoura']);
    expect(cards[1]).toMatchObject({ articleDate: '2026-08-01', formattedArticleDate: '1 de agosto de 2026' });
    expect(lines).toEqual([
      expect.objectContaining({ level: 'error', event: 'card_group.load_failed', locale: 'pt-BR', page: '/campanhas', tags: ['terralis:culturas/soja'], failure: 'status', status: 500 }),
    ]);
  });

  it('keeps the authored cards, and logs an error, when the answer is not JSON', async () => {
    const lines = errorLog();
    await sandbox.fault({ path: SEARCH_PATH, malformed: true });
    expect(headlines(await loadCardGroupCards(group, onPage('/campanhas')))).toEqual(['Conheça o Aurora Pro', 'Ferramentas para a sua lavoura']);
    expect(lines).toEqual([expect.objectContaining({ event: 'card_group.load_failed', failure: 'malformed' })]);
  });

  it('keeps the authored cards, and logs an error, when the answer has another shape', async () => {
    const lines = errorLog();
    env.articleSearch.baseUrl = 'https://search.terralis.example/articles';
    server.use(http.post('https://search.terralis.example/articles/pt-BR/search', () => HttpResponse.json({ results: [{ headline: 'no title, no path' }] })));
    expect(headlines(await loadCardGroupCards(group, onPage('/campanhas')))).toEqual(['Conheça o Aurora Pro', 'Ferramentas para a sua lavoura']);
    expect(lines).toEqual([expect.objectContaining({ event: 'card_group.load_failed', failure: 'malformed' })]);
  });

  it('keeps the authored cards when the search finds nothing', async () => {
    const lines = errorLog();
    const cards = await loadCardGroupCards({ ...group, tags: ['terralis:temas/inexistente'] }, onPage('/campanhas'));
    expect(headlines(cards)).toEqual(['Conheça o Aurora Pro', 'Ferramentas para a sua lavoura']);
    expect(lines).toEqual([]);
  });

  it('shows the authored cards of a manual group without searching', async () => {
    const cards = await loadCardGroupCards({ ...group, loadType: 'manual' }, onPage('/campanhas'));
    expect(headlines(cards)).toEqual(['Conheça o Aurora Pro', 'Ferramentas para a sua lavoura']);
    expect(await sandbox.requests(SEARCH_PATH)).toHaveLength(0);
  });
});

describe('CardGroup on the server', () => {
  beforeEach(() => sandbox.reset());

  it('renders the loaded cards, as a prerendered page does with nothing listening', async () => {
    const html = renderToStaticMarkup(createElement('div', null, await CardGroup({ props: group, context: onPage('/campanhas') })));
    expect(html).toContain('<h2');
    expect(html).toContain('href="/pt-BR/artigos/planejamento-da-safra-2026-27"');
    // HTML attribute names are case-insensitive: React writes `dateTime`, browsers read `datetime`.
    expect(html).toMatch(/<time[^>]+datetime="2026-11-10"[^>]*>10 de novembro de 2026<\/time>/i);
    expect(html).not.toContain('Conheça o Aurora Pro');
    expect(html.match(/<li/g)).toHaveLength(5);
  });

  it('renders nothing when there are no cards at all', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await sandbox.fault({ path: SEARCH_PATH, status: 503 });
    expect(await CardGroup({ props: { ...group, cards: [] }, context: onPage('/campanhas') })).toBeNull();
  });
});
