import { screen, within } from '@testing-library/react';
import type { SearchResult } from '@/lib/search/contract';
import { renderWithProviders } from '@/tests/render';
import { SearchResults } from './search-results';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

const results = (count: number, start = 1): SearchResult[] =>
  Array.from({ length: count }, (_, index) => ({
    type: index % 2 ? 'article' : 'product',
    id: `r-${start + index}`,
    title: `Resultado ${start + index}`,
    navigationPath: `/pt-BR/d/resultado-${start + index}`,
  }));

async function renderPage(props: Parameters<typeof SearchResults>[0]) {
  renderWithProviders(await SearchResults(props), { locale: props.locale });
}

describe('the search results page', () => {
  it('without a query: a search form that works without script, and what to type', async () => {
    await renderPage({ locale: 'pt-BR', request: { query: null, page: 1 }, read: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Busca' })).toBeInTheDocument();
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/pt-BR/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form).getByRole('searchbox', { name: 'Buscar produtos e artigos' })).toHaveAttribute('name', 'q');
    expect(screen.getByText(/Digite o que você procura/)).toBeInTheDocument();
  });

  it('lists a page of results as links with their kind, the count, and numbered pages', async () => {
    await renderPage({ locale: 'pt-BR', request: { query: 'milho', page: 2 }, read: { kind: 'results', answer: { results: results(10, 11), total: 35 } } });
    expect(screen.getByRole('heading', { level: 1, name: 'Resultados da busca por “milho”' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('milho');
    expect(screen.getByRole('status')).toHaveTextContent('35 resultados para “milho”');
    const items = within(screen.getByRole('list', { name: 'Resultados' })).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(within(items[0]!).getByRole('link', { name: 'Resultado 11' })).toHaveAttribute('href', '/pt-BR/d/resultado-11');
    expect(items[0]).toHaveTextContent('Produto');
    expect(items[1]).toHaveTextContent('Artigo');
    const pages = screen.getByRole('navigation', { name: 'Páginas de resultados' });
    expect(pages).toHaveTextContent('Página 2 de 4');
    expect(within(pages).getByRole('link', { name: 'Página anterior' })).toHaveAttribute('href', '/pt-BR/search?q=milho');
    expect(within(pages).getByRole('link', { name: 'Próxima página' })).toHaveAttribute('href', '/pt-BR/search?q=milho&page=3');
    expect(within(pages).getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Página 4' })).toHaveAttribute('href', '/pt-BR/search?q=milho&page=4');
  });

  it('shows no paging for one page of results', async () => {
    await renderPage({ locale: 'en-US', request: { query: 'corn', page: 1 }, read: { kind: 'results', answer: { results: results(3), total: 3 } } });
    expect(screen.getByRole('status')).toHaveTextContent('3 results for “corn”');
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).not.toBeInTheDocument();
  });

  it("says 'no results found for' the query", async () => {
    await renderPage({ locale: 'es-AR', request: { query: 'xyz', page: 1 }, read: { kind: 'results', answer: { results: [], total: 0 } } });
    expect(screen.getByRole('status')).toHaveTextContent('No se encontraron resultados para “xyz”');
  });

  it('offers to try again when the search service failed', async () => {
    await renderPage({ locale: 'en-US', request: { query: 'corn', page: 2 }, read: { kind: 'failed' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Search is not available right now.');
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/en-US/search?q=corn&page=2');
  });
});
