import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArticleCard } from '@/lib/articles/contract';
import type { BlockContext } from '@/lib/cms/blocks';
import type { Locale } from '@/lib/i18n/locales';
import { loadContentCards } from '../logic/load-articles';
import { ContentCardListBlock } from './content-card-list-block';
import { ContentCardListSkeleton } from './content-card-list-skeleton';

vi.mock('next-intl/server', async () => {
  const { createFormatter } = await import('next-intl');
  return { ...(await import('@/tests/server-translations')), getFormatter: async ({ locale }: { locale: Locale }) => createFormatter({ locale, timeZone: 'America/Sao_Paulo' }) };
});
vi.mock('../logic/load-articles', () => ({ loadContentCards: vi.fn() }));

const card = (index: number): ArticleCard => ({
  id: `art-${index}`,
  title: `Artigo ${index}`,
  articleUrl: `/artigos/artigo-${index}`,
  description: `Resumo ${index}`,
  imageUrl: '/images/soy-leaf-rust.svg',
  category: index % 2 === 0 ? 'news' : 'article',
  date: '2026-02-10T12:00:00.000Z',
});

const context = { locale: 'pt-BR', page: { path: '/noticias' } } as BlockContext;
const props = { heading: 'Notícias e artigos', tagIds: [], showCategoryFilter: true };

beforeEach(() => {
  vi.mocked(loadContentCards).mockReset();
  window.history.replaceState(null, '', '/pt-BR/noticias');
});

describe('ContentCardListBlock', () => {
  it('reads the locale’s articles and renders the first page under its heading, with the words of the locale', async () => {
    vi.mocked(loadContentCards).mockResolvedValue(Array.from({ length: 30 }, (_, index) => card(index + 1)));
    render(await ContentCardListBlock({ props, context, nodeId: 'lista' }));
    expect(loadContentCards).toHaveBeenCalledWith('pt-BR', { category: null, tagIds: [], pathPrefix: '/artigos/' });
    const region = screen.getByRole('region', { name: 'Notícias e artigos' });
    // jsdom has no matchMedia: the list renders as on the server, the desktop's 12.
    expect(within(region).getAllByRole('heading', { level: 3 })).toHaveLength(12);
    expect(within(region).getByRole('link', { name: 'Artigo 2' })).toHaveAttribute('href', '/pt-BR/artigos/artigo-2');
    expect(within(region).getAllByText('10 de fevereiro de 2026')).toHaveLength(12);
    expect(within(region).getAllByText('Notícia').length).toBeGreaterThan(0);
    expect(within(region).getByRole('combobox', { name: 'Tipo de conteúdo' })).toBeInTheDocument();
    const [mobile] = within(region).getAllByRole('navigation', { name: 'Páginas de artigos' });
    expect(within(mobile!).getByRole('link', { name: 'Página 2' })).toHaveAttribute('href', '/pt-BR/noticias?page=2');
    expect(within(mobile!).getByRole('link', { name: 'Próxima' })).toBeInTheDocument();
  });

  it('passes its category and tags on, and offers no filter for a fixed category', async () => {
    vi.mocked(loadContentCards).mockResolvedValue([card(2)]);
    render(await ContentCardListBlock({ props: { ...props, category: 'news', tagIds: ['terralis:culturas/soja'] }, context: { ...context, locale: 'es-AR' } }));
    expect(loadContentCards).toHaveBeenCalledWith('es-AR', { category: 'news', tagIds: ['terralis:culturas/soja'], pathPrefix: '/articulos/' });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByText('Noticia')).toBeInTheDocument();
  });

  it('says there are no articles yet, in each locale', async () => {
    vi.mocked(loadContentCards).mockResolvedValue([]);
    const { unmount } = render(await ContentCardListBlock({ props, context }));
    expect(screen.getByText(/Ainda não há artigos/)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    unmount();
    render(await ContentCardListBlock({ props: { tagIds: [], showCategoryFilter: false }, context: { ...context, locale: 'en-US' } }));
    // Without a heading the block is still a region, named by its label.
    expect(within(screen.getByRole('region', { name: 'Articles' })).getByText(/No articles yet/)).toBeInTheDocument();
  });

  it('shows its error as an alert when the index fails', async () => {
    vi.mocked(loadContentCards).mockResolvedValue(null);
    render(await ContentCardListBlock({ props, context: { ...context, locale: 'es-AR' } }));
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudieron cargar los artículos.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('ContentCardListSkeleton', () => {
  it('shows the heading, says it is loading and holds the place of a page of cards', async () => {
    render(await ContentCardListSkeleton({ props, context }));
    expect(screen.getByRole('heading', { level: 2, name: 'Notícias e artigos' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando artigos…');
    expect(screen.getAllByTestId('content-card-skeleton')).toHaveLength(12);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
