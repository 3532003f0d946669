// @vitest-environment node
import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import type { ArticleSearchAnswer } from '@/lib/articles/contract';
import { messagesByLocale } from '@/tests/render';
import { ArticleSearchRoot } from './article-search-root-island.client';

const firstPage: ArticleSearchAnswer = {
  results: Array.from({ length: 9 }, (_, index) => ({
    id: `a${index}`,
    title: `Artigo ${index}`,
    articleUrl: `/artigos/artigo-${index}`,
    description: `Resumo ${index}`,
    imageUrl: '/images/soy-leaf-rust.svg',
    category: 'article' as const,
    date: '2026-02-10T12:00:00.000Z',
  })),
  facets: { tags: [], categories: [{ id: 'article', count: 30 }] },
  total: 30,
  cursor: 'next',
};

describe('the article search in the server’s HTML', () => {
  it('has the first page’s 9 cards with their links, the count and the pager: useful before any script runs', async () => {
    const intl = { locale: 'pt-BR' as const, timeZone: 'America/Sao_Paulo', messages: { ArticleSearch: messagesByLocale['pt-BR'].ArticleSearch } };
    const { prelude } = await prerenderToNodeStream(<ArticleSearchRoot intl={intl} idPrefix="busca" initial={firstPage} pathPrefix="/artigos/" categories={[]} tagFacets={[]} />);
    const html = await text(prelude);
    expect(html.match(/<a href="\/pt-BR\/artigos\/artigo-\d"/g)).toHaveLength(9);
    expect(html).toContain('30 artigos encontrados');
    expect(html).toContain('10 de fevereiro de 2026');
    expect(html).toContain('aria-label="Página 4"');
    expect(html).not.toContain('Carregando');
  });
});
