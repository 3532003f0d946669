import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeContext } from '@/tests/fixtures/cms';
import { sandbox } from '@/tests/sandbox-control';
import { countLoyaltyRouteCalls, renderServerBlock } from '../shared/block-test-support';
import { CompleteHistoryBlock, HistoryPreviewBlock } from './history-blocks';
import { ANA, ANAS_HISTORY_UPSTREAM, HISTORY_PAGE } from './history-test-support';
import { completeHistorySchema, historyPreviewSchema } from './schema';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));
const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

beforeEach(async () => {
  vi.clearAllMocks();
  await sandbox.reset();
});

describe('HistoryPreviewBlock', () => {
  const props = historyPreviewSchema.parse({});

  it("shows 'Histórico', the member's 5 newest transactions read on the server, and 'Histórico completo' to the complete history", async () => {
    const browserCalls = countLoyaltyRouteCalls();
    renderServerBlock(await HistoryPreviewBlock({ props, context: makeContext({ viewer: ANA, perRequest: true }) }));
    const section = screen.getByRole('region', { name: 'Histórico' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Histórico' })).toBeInTheDocument();
    const rows = within(section).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    // The sandbox's newest transactions: 00:05 today, and 23:30 yesterday in São Paulo (UTC says today).
    expect(rows[0]).toHaveTextContent(/^Hoje/);
    expect(rows[1]).toHaveTextContent(/^Ontem/);
    expect(within(rows[0]!).getByText(/^\+[\d.]+ pontos$/)).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button')).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(section).getByRole('link', { name: 'Histórico completo' })).toHaveAttribute('href', '/pt-BR/historico');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(browserCalls()).toBe(0);
  });

  it('links where the editor says', async () => {
    const linked = historyPreviewSchema.parse({ completeHistoryHref: '/meu-impulso/historico' });
    renderServerBlock(await HistoryPreviewBlock({ props: linked, context: makeContext({ viewer: ANA }) }));
    expect(screen.getByRole('link', { name: 'Histórico completo' })).toHaveAttribute('href', '/pt-BR/meu-impulso/historico');
  });

  it('shows the error card when the programme fails, whose retry asks the server for the page again', async () => {
    await sandbox.fault({ path: ANAS_HISTORY_UPSTREAM, status: 503, times: 0 });
    renderServerBlock(await HistoryPreviewBlock({ props, context: makeContext({ viewer: ANA }) }));
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar o histórico');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it('renders nothing on a page without a viewer (a cached page)', async () => {
    expect(await HistoryPreviewBlock({ props, context: makeContext() })).toBeNull();
  });
});

describe('CompleteHistoryBlock', () => {
  const props = completeHistorySchema.parse({});
  const renderAt = async (query: string) =>
    renderServerBlock(await CompleteHistoryBlock({ props, context: makeContext({ page: HISTORY_PAGE, viewer: ANA, perRequest: true, searchParams: new URLSearchParams(query) }) }));

  it('renders the page and filters of the address, read on the server, with the categories to filter by', async () => {
    const browserCalls = countLoyaltyRouteCalls();
    await renderAt('page=2&pageSize=25&categories=1');
    const rows = screen.getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toHaveTextContent('Compras');
    expect(screen.getByRole('checkbox', { name: 'Compras' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Resgates' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Itens por página' })).toHaveValue('25');
    expect(screen.getByRole('link', { name: 'Página 2 de 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('status')).toHaveTextContent(/^\d+ transações$/);
    expect(browserCalls()).toBe(0);
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('works without script: the filters are a GET form to the page, with the page size; the pages and clearing are links', async () => {
    await renderAt('page=2&search=Compra');
    const form = screen.getByRole('search', { name: 'Filtrar o histórico' });
    expect(form).toHaveAttribute('action', '/pt-BR/historico');
    expect(form).toHaveAttribute('method', 'get');
    expect([...new FormData(form as HTMLFormElement).keys()]).toEqual(['search', 'startDate', 'endDate', 'pageSize']);
    expect(screen.getByRole('link', { name: 'Limpar filtros' })).toHaveAttribute('href', '/pt-BR/historico');
    expect(screen.getByRole('link', { name: 'Anterior' })).toHaveAttribute('href', '/pt-BR/historico?search=Compra');
    expect(screen.getByRole('link', { name: 'Próxima' })).toHaveAttribute('href', '/pt-BR/historico?page=3&search=Compra');
  });

  it('reads the query such a form sends (empty fields, repeated categories), and writes it shorter once script runs', async () => {
    await renderAt('search=&startDate=&endDate=&categories=3&categories=5&pageSize=10');
    expect(screen.getByRole('checkbox', { name: 'Resgates' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Pontos expirados' })).toBeChecked();
    for (const row of screen.getAllByRole('listitem')) expect(row).toHaveTextContent(/Resgates|Pontos expirados/);
    expect(router.replace).toHaveBeenCalledWith('/pt-BR/historico?categories=3%2C5', { scroll: false });
  });

  it('shows the last page for a page past the last, and puts its address in place of the one asked for', async () => {
    await renderAt('page=99&pageSize=50');
    expect(screen.getByRole('link', { name: 'Página 2 de 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(router.replace).toHaveBeenCalledWith('/pt-BR/historico?page=2&pageSize=50', { scroll: false });
  });

  it('refuses a range that ends before it starts sent without script: the days as typed, the reason, the rows unfiltered by it', async () => {
    await renderAt('search=&startDate=2026-03-01&endDate=2026-01-31&pageSize=10');
    expect(screen.getByLabelText('De', { exact: true })).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('Até', { exact: true })).toHaveValue('2026-01-31');
    expect(screen.getByLabelText('De', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect(within(screen.getByRole('search', { name: 'Filtrar o histórico' })).getByRole('alert')).toHaveTextContent('A data final não pode ser anterior à inicial.');
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    // The address stays as asked: a reload says why again.
    expect(router.replace).not.toHaveBeenCalled();
  });

  it("says 'Nenhum resultado' when nothing matches, with a hint and a way to clear the filters", async () => {
    await renderAt('search=nada%20disso');
    expect(screen.getByText('Nenhum resultado')).toBeInTheDocument();
    expect(screen.getByText('Tente outras palavras, outras categorias ou outro período.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar por descrição' })).toHaveValue('nada disso');
    expect(screen.getByRole('status')).toHaveTextContent('0 transação');
    expect(screen.queryByRole('navigation', { name: 'Páginas do histórico' })).not.toBeInTheDocument();
  });

  it('shows the error card when the programme fails, the filters still there, and asks the server again on retry', async () => {
    await sandbox.fault({ path: ANAS_HISTORY_UPSTREAM, status: 504, times: 0 });
    await renderAt('search=Compra');
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar o histórico');
    expect(screen.getByRole('searchbox', { name: 'Buscar por descrição' })).toHaveValue('Compra');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it('offers no categories when they cannot be read, and still the rows', async () => {
    await sandbox.fault({ path: '/loyalty/impulso-back/api/transaction-category', status: 503, times: 0 });
    await renderAt('');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
  });

  it('renders nothing on a page without a viewer', async () => {
    expect(await CompleteHistoryBlock({ props, context: makeContext() })).toBeNull();
  });
});
