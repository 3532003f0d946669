import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockViewport } from '@/tests/mock-viewport';
import { renderWithProviders } from '@/tests/render';
import { sandbox } from '@/tests/sandbox-control';
import { server } from '@/tests/setup/msw-server';
import { CompleteHistory } from './complete-history.client';
import { ANA, loyaltyRoutesFor } from './test-routes';

const PAGE = '/pt-BR/historico';

function renderAt(query = '', ...overrides: Parameters<typeof server.use>) {
  window.history.replaceState(null, '', `${PAGE}${query && `?${query}`}`);
  const routes = loyaltyRoutesFor(ANA.document!);
  server.use(...overrides, ...routes.handlers);
  renderWithProviders(<CompleteHistory pagePath={PAGE} initialQuery={query} now={Date.now()} />);
  return routes.calls;
}

const rows = () => within(screen.getByRole('region', { name: 'Histórico' })).getAllByRole('listitem');
const loaded = async () => {
  await waitFor(() => expect(screen.getByText(/^\d+ transaç/)).toHaveAttribute('role', 'status'));
  return rows();
};
const searchParams = () => Object.fromEntries(new URLSearchParams(window.location.search));

beforeEach(async () => {
  mockViewport(1024);
  // jsdom lays nothing out; a page change scrolls the list's top into view.
  Element.prototype.scrollIntoView = vi.fn();
  await sandbox.reset();
});

describe('CompleteHistory', () => {
  it('shows rows of the final size while the first page loads, then 10 rows, the count and the pages', async () => {
    renderAt();
    expect(screen.getByText('Carregando histórico…').closest('[role="status"]')).not.toBeNull();
    expect(await loaded()).toHaveLength(10);
    expect(screen.getByRole('status')).toHaveTextContent('72 transações');
    expect(screen.queryByText('Carregando histórico…')).not.toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Páginas do histórico' });
    expect(within(pages).getByRole('link', { name: 'Página 1 de 8' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Próxima' })).toHaveAttribute('href', `${PAGE}?page=2`);
  });

  it('searches by description, in the address and from page 1', async () => {
    const user = userEvent.setup();
    renderAt('page=3');
    await loaded();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por descrição' }), 'resgate');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(searchParams()).toEqual({ search: 'resgate' }));
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    await loaded();
    for (const row of rows()) expect(row).toHaveTextContent(/Resgate/);
  });

  it('filters by category, several at once, from page 1', async () => {
    const user = userEvent.setup();
    const calls = renderAt('page=2');
    await loaded();
    await user.click(screen.getByRole('checkbox', { name: 'Resgates' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pontos expirados' }));
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(searchParams()).toEqual({ categories: '3,5' }));
    await loaded();
    for (const row of rows()) expect(row).toHaveTextContent(/Resgates|Pontos expirados/);
    expect(calls.history.at(-1)?.getAll('categories')).toEqual(['3', '5']);
  });

  it('filters by a date range, and refuses one that ends before it starts, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderAt();
    await loaded();
    const start = screen.getByLabelText('De');
    const end = screen.getByLabelText('Até');
    await user.type(start, '2026-03-01');
    await user.type(end, '2026-02-01');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A data final não pode ser anterior à inicial.');
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveValue('2026-03-01');
    expect(searchParams()).toEqual({});

    const year = new Date().getFullYear() - 1;
    await user.clear(start);
    await user.type(start, `${year}-01-01`);
    await user.clear(end);
    await user.type(end, `${year}-12-31`);
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(searchParams()).toEqual({ startDate: `${year}-01-01`, endDate: `${year}-12-31` }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await loaded();
    for (const row of rows()) expect(within(row).getByRole('time')).toHaveTextContent(new RegExp(`/${year}$`));
  });

  it('changes the page size (10, 25, 50, 100) and returns to page 1; pages keep the size', async () => {
    const user = userEvent.setup();
    renderAt('page=4');
    await loaded();
    const size = screen.getByRole('combobox', { name: 'Itens por página' });
    expect([...(size as HTMLSelectElement).options].map((option) => option.value)).toEqual(['10', '25', '50', '100']);
    await user.selectOptions(size, '25');
    await waitFor(() => expect(searchParams()).toEqual({ pageSize: '25' }));
    await waitFor(() => expect(rows()).toHaveLength(25));
    await user.click(screen.getByRole('link', { name: 'Página 3 de 3' }));
    await waitFor(() => expect(searchParams()).toEqual({ page: '3', pageSize: '25' }));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    await waitFor(() => expect(rows()).toHaveLength(22));
    await user.selectOptions(size, '100');
    await waitFor(() => expect(searchParams()).toEqual({ pageSize: '100' }));
    await waitFor(() => expect(rows()).toHaveLength(72));
    expect(screen.queryByRole('navigation', { name: 'Páginas do histórico' })).not.toBeInTheDocument();
  });

  it("says 'Nenhum resultado' when nothing matches, and clearing the filters shows everything again", async () => {
    const user = userEvent.setup();
    renderAt('search=colheitadeira%20dourada');
    await waitFor(() => expect(screen.getByText('Nenhum resultado')).toBeInTheDocument());
    expect(screen.getByText('Tente outras palavras, outras categorias ou outro período.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(searchParams()).toEqual({}));
    expect(await loaded()).toHaveLength(10);
    expect(screen.getByRole('searchbox', { name: 'Buscar por descrição' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Limpar filtros' })).not.toBeInTheDocument();
  });

  it('goes back to the previous filters and page with the browser’s back button', async () => {
    const user = userEvent.setup();
    renderAt('page=2');
    await loaded();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por descrição' }), 'Transferência');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(searchParams()).toEqual({ search: 'Transferência' }));
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(searchParams()).toEqual({ page: '2' });
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Buscar por descrição' })).toHaveValue(''));
    expect(screen.getByRole('link', { name: 'Página 2 de 8' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the error with a retry when the history cannot be read', async () => {
    const user = userEvent.setup();
    let failing = true;
    renderAt('', http.get('/api/loyalty/history', () => (failing ? HttpResponse.json({ error: 'upstream_timeout' }, { status: 504 }) : undefined)));
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar o histórico');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await loaded()).toHaveLength(10);
  });
});
