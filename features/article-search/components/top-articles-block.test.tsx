import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArticleCard } from '@/lib/articles/contract';
import type { BlockContext } from '@/lib/cms/blocks';
import type { Locale } from '@/lib/i18n/locales';
import { loadTopArticles } from '../logic/load-articles';
import { TopArticlesBlock } from './top-articles-block';

vi.mock('next-intl/server', async () => {
  const { createFormatter } = await import('next-intl');
  return { ...(await import('@/tests/server-translations')), getFormatter: async ({ locale }: { locale: Locale }) => createFormatter({ locale, timeZone: 'America/Sao_Paulo' }) };
});
vi.mock('../logic/load-articles', () => ({ loadTopArticles: vi.fn() }));

const card = (index: number): ArticleCard => ({
  id: `art-${index}`,
  title: `Artigo ${index}`,
  articleUrl: `/artigos/artigo-${index}`,
  description: `Resumo ${index}`,
  imageUrl: '/images/soy-leaf-rust.svg',
  category: index === 2 ? 'news' : 'article',
  date: '2026-02-10T12:00:00.000Z',
});

const context = { locale: 'pt-BR', page: { path: '/artigos' } } as BlockContext;

describe('TopArticlesBlock', () => {
  beforeEach(() => vi.mocked(loadTopArticles).mockReset());

  it('renders the 4 cards under its heading, reading the tags and the locale’s article pages', async () => {
    vi.mocked(loadTopArticles).mockResolvedValue([1, 2, 3, 4].map(card));
    render(await TopArticlesBlock({ props: { heading: 'Mais lidos', tags: ['terralis:culturas/soja'] }, context }));
    expect(loadTopArticles).toHaveBeenCalledWith('pt-BR', ['terralis:culturas/soja'], '/artigos/');
    const region = screen.getByRole('region', { name: 'Mais lidos' });
    expect(within(region).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Artigo 1', 'Artigo 2', 'Artigo 3', 'Artigo 4']);
    expect(within(region).getByRole('link', { name: 'Artigo 2' })).toHaveAttribute('href', '/pt-BR/artigos/artigo-2');
    expect(within(region).getByText('Notícia')).toBeInTheDocument();
    expect(within(region).getAllByText('10 de fevereiro de 2026')).toHaveLength(4);
  });

  it('renders nothing when no article could be read', async () => {
    vi.mocked(loadTopArticles).mockResolvedValue([]);
    expect(await TopArticlesBlock({ props: { heading: 'Mais lidos', tags: [] }, context })).toBeNull();
  });
});
