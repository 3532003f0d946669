import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetBrowserQueryClient } from '@/components/providers/query-provider.client';
import type { ArticleSearchAnswer } from '@/lib/articles/contract';
import type { BlockContext } from '@/lib/cms/blocks';
import { loadFirstPage } from '../logic/load-articles';
import { ArticleSearchBlock } from './article-search-block';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));
vi.mock('../logic/load-articles', () => ({ loadFirstPage: vi.fn() }));

const firstPage: ArticleSearchAnswer = {
  results: [{ id: 'a1', title: 'Ferrugem-asiática na soja', articleUrl: '/artigos/ferrugem', description: 'Manejo', imageUrl: '/images/soy-leaf-rust.svg', category: 'article', date: '2026-02-10T12:00:00.000Z' }],
  facets: { tags: [{ id: 'terralis:culturas/soja', count: 1 }], categories: [{ id: 'article', count: 1 }] },
  total: 1,
  cursor: null,
};

const context = { locale: 'pt-BR', page: { path: '/artigos' } } as BlockContext;

describe('ArticleSearchBlock', () => {
  beforeEach(() => resetBrowserQueryClient());

  it('reads the first page of the locale’s article pages and renders it under the heading and intro', async () => {
    vi.mocked(loadFirstPage).mockResolvedValue(firstPage);
    const props = { heading: 'Buscar artigos', intro: 'Procure por palavras.', categories: [{ id: 'news' as const, label: 'Notícias' }], tagFacets: [{ id: 'terralis:culturas/soja', label: 'Soja' }] };
    render(await ArticleSearchBlock({ props, context, nodeId: 'busca' }));
    expect(loadFirstPage).toHaveBeenCalledWith('pt-BR', '/artigos/');
    const region = screen.getByRole('region', { name: 'Buscar artigos' });
    expect(within(region).getByText('Procure por palavras.')).toBeInTheDocument();
    expect(await within(region).findByRole('link', { name: 'Ferrugem-asiática na soja' })).toHaveAttribute('href', '/pt-BR/artigos/ferrugem');
    expect(within(region).getByRole('status')).toHaveTextContent('1 artigo encontrado');
    expect(within(region).getByRole('tab', { name: 'Notícias' })).toBeInTheDocument();
    expect(within(region).getByRole('checkbox', { name: /Soja/ })).toBeInTheDocument();
  });

  it('searches under the path prefix the editor gave', async () => {
    vi.mocked(loadFirstPage).mockResolvedValue(null);
    render(await ArticleSearchBlock({ props: { heading: 'Notícias', pathPrefix: '/noticias/', categories: [], tagFacets: [] }, context }));
    expect(loadFirstPage).toHaveBeenCalledWith('pt-BR', '/noticias/');
    expect(await screen.findByRole('status')).toHaveTextContent('Não foi possível carregar os artigos.');
  });
});
