import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberIdOf } from '@/lib/upstreams/loyalty/client';
import { makeContext, makePage, makeViewer } from '@/tests/fixtures/cms';
import { mockViewport } from '@/tests/mock-viewport';
import { renderWithProviders } from '@/tests/render';
import { sandbox } from '@/tests/sandbox-control';
import { server } from '@/tests/setup/msw-server';
import { CompleteHistoryBlock, HistoryPreviewBlock } from './history-blocks';
import { completeHistorySchema, historyPreviewSchema } from './schema';
import { ANA, loyaltyRoutesFor } from './test-routes';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

const HISTORY_UPSTREAM = `/loyalty/impulso-back/api/transaction-history/${encodeURIComponent(memberIdOf(ANA.document!))}`;
const ana = makeViewer([], { uid: ANA.sub, email: ANA.email, document: ANA.document });
const historyPage = makePage({ path: '/historico', properties: { title: 'Histórico', access: { requireLogin: true, requireProgrammeAccount: true } } });

function browserRoutes() {
  const routes = loyaltyRoutesFor(ANA.document!);
  server.use(...routes.handlers);
  return routes.calls;
}

beforeEach(async () => {
  mockViewport(1024);
  await sandbox.reset();
  window.history.replaceState(null, '', '/');
});

describe('HistoryPreviewBlock', () => {
  const props = historyPreviewSchema.parse({});

  it("shows 'Histórico', the member's 5 newest transactions read on the server, and 'Histórico completo' to the complete history", async () => {
    const calls = browserRoutes();
    renderWithProviders((await HistoryPreviewBlock({ props, context: makeContext({ viewer: ana, perRequest: true }) }))!);
    const section = screen.getByRole('region', { name: 'Histórico' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Histórico' })).toBeInTheDocument();
    const rows = within(section).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    // The sandbox's newest transactions: 00:05 today, and 23:30 yesterday in São Paulo (UTC says today).
    expect(rows[0]).toHaveTextContent(/^Hoje/);
    expect(rows[1]).toHaveTextContent(/^Ontem/);
    expect(within(rows[0]!).getByText(/^\+[\d.]+ pontos$/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Histórico completo' })).toHaveAttribute('href', '/pt-BR/historico');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(calls.history).toHaveLength(0);
  });

  it('links where the editor says', async () => {
    browserRoutes();
    const linked = historyPreviewSchema.parse({ completeHistoryHref: '/meu-impulso/historico' });
    renderWithProviders((await HistoryPreviewBlock({ props: linked, context: makeContext({ viewer: ana }) }))!);
    expect(screen.getByRole('link', { name: 'Histórico completo' })).toHaveAttribute('href', '/pt-BR/meu-impulso/historico');
  });

  it('shows the error at once when the programme fails, and the rows after a retry', async () => {
    const calls = browserRoutes();
    await sandbox.fault({ path: HISTORY_UPSTREAM, status: 503, times: 0 });
    renderWithProviders((await HistoryPreviewBlock({ props, context: makeContext({ viewer: ana }) }))!);
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar o histórico');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    await sandbox.reset();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(5);
    expect(calls.history.map(String)).toEqual(['page=1&per_page=5']);
  });

  it('renders nothing on a page without a viewer (a cached page)', async () => {
    expect(await HistoryPreviewBlock({ props, context: makeContext() })).toBeNull();
  });
});

describe('CompleteHistoryBlock', () => {
  const props = completeHistorySchema.parse({});
  const render = async (query: string) => {
    window.history.replaceState(null, '', `/pt-BR/historico${query && `?${query}`}`);
    return renderWithProviders(
      (await CompleteHistoryBlock({ props, context: makeContext({ page: historyPage, viewer: ana, perRequest: true, searchParams: new URLSearchParams(query) }) }))!,
    );
  };

  it('renders the page and filters of the address, read on the server, with the categories to filter by', async () => {
    const calls = browserRoutes();
    await render('page=2&pageSize=25&categories=1');
    const rows = screen.getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toHaveTextContent('Compras');
    expect(screen.getByRole('checkbox', { name: 'Compras' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Resgates' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Itens por página' })).toHaveValue('25');
    expect(screen.getByRole('link', { name: 'Página 2 de 2' })).toHaveAttribute('aria-current', 'page');
    expect(calls.history).toHaveLength(0);
    expect(calls.categories).toBe(0);
  });

  it('moves a page past the last to the last, in place of the address', async () => {
    const calls = browserRoutes();
    await render('page=99&pageSize=50');
    await waitFor(() => expect(window.location.search).toBe('?page=2&pageSize=50'));
    expect(await screen.findByRole('link', { name: 'Página 2 de 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);
    // The server read the last page too.
    expect(calls.history).toHaveLength(0);
  });

  it("says 'Nenhum resultado' when nothing matches", async () => {
    browserRoutes();
    await render('search=nada%20disso');
    expect(screen.getByText('Nenhum resultado')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar por descrição' })).toHaveValue('nada disso');
  });

  it('renders nothing on a page without a viewer', async () => {
    expect(await CompleteHistoryBlock({ props, context: makeContext() })).toBeNull();
  });
});
