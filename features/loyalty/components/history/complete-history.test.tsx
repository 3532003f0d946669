import { act, screen, within, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeContext } from '@/tests/fixtures/cms';
import { sandbox } from '@/tests/sandbox-control';
import { renderServerBlock } from '../shared/block-test-support';
import { CompleteHistoryBlock } from './history-blocks';
import { ANA, HISTORY_PAGE } from './history-test-support';
import { completeHistorySchema } from './schema';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));
const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

/**
 * The complete history in the browser: its controller turns the filters, the page size and the
 * links into addresses for Next's router, which here is a mock; `serveNext` then does what the
 * router does with such an address: the server's render of the page at it, in place.
 */
const PAGE = '/pt-BR/historico';
const props = completeHistorySchema.parse({});
const renderedAt = async (query: string) =>
  (await CompleteHistoryBlock({ props, context: makeContext({ page: HISTORY_PAGE, viewer: ANA, perRequest: true, searchParams: new URLSearchParams(query) }) }))!;

let view: RenderResult;
const openAt = async (query = '') => {
  view = renderServerBlock(await renderedAt(query));
};

/** The query of the address the controller last asked the router for, as a plain object. */
const askedFor = () => {
  expect(router.push).toHaveBeenCalled();
  const [href, options] = router.push.mock.lastCall!;
  expect(options).toEqual({ scroll: false });
  const url = new URL(href, 'https://site.test');
  expect(url.pathname).toBe(PAGE);
  return Object.fromEntries(url.searchParams);
};
const serveNext = async () => view.rerender(await renderedAt(new URL(router.push.mock.lastCall![0], 'https://site.test').search));

const rows = () => within(screen.getByRole('region', { name: 'Histórico' })).getAllByRole('listitem');
const searchbox = () => screen.getByRole('searchbox', { name: 'Buscar por descrição' });

beforeEach(async () => {
  vi.clearAllMocks();
  // jsdom lays nothing out; a page change scrolls the list's top into view.
  Element.prototype.scrollIntoView = vi.fn();
  await sandbox.reset();
});

describe('the complete history in the browser', () => {
  it('searches by description: the address leaves the defaults out and goes back to page 1', async () => {
    const user = userEvent.setup();
    await openAt('page=3');
    await user.type(searchbox(), 'resgate');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(askedFor()).toEqual({ search: 'resgate' });
    await serveNext();
    for (const row of rows()) expect(row).toHaveTextContent(/Resgate/);
    expect(searchbox()).toHaveValue('resgate');
  });

  it('filters by category, several at once, with Enter as well as the button', async () => {
    const user = userEvent.setup();
    await openAt('page=2');
    await user.click(screen.getByRole('checkbox', { name: 'Resgates' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pontos expirados' }));
    await user.type(searchbox(), '{Enter}');
    expect(askedFor()).toEqual({ categories: '3,5' });
    await serveNext();
    for (const row of rows()) expect(row).toHaveTextContent(/Resgates|Pontos expirados/);
  });

  it('refuses a date range that ends before it starts, keeping what was typed, then applies a good one', async () => {
    const user = userEvent.setup();
    await openAt();
    const start = screen.getByLabelText('De');
    const end = screen.getByLabelText('Até');
    await user.type(start, '2026-03-01');
    await user.type(end, '2026-02-01');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A data final não pode ser anterior à inicial.');
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveValue('2026-03-01');
    expect(end).toHaveValue('2026-02-01');
    expect(router.push).not.toHaveBeenCalled();

    const year = new Date().getFullYear() - 1;
    await user.clear(start);
    await user.type(start, `${year}-01-01`);
    await user.clear(end);
    await user.type(end, `${year}-12-31`);
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(askedFor()).toEqual({ startDate: `${year}-01-01`, endDate: `${year}-12-31` });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(start).not.toHaveAttribute('aria-invalid');
    await serveNext();
    for (const row of rows()) expect(within(row).getByRole('time')).toHaveTextContent(new RegExp(`/${year}$`));
  });

  it('applies a page size (10, 25, 50, 100) at once, from page 1; the pages keep it and bring the list into view', async () => {
    const user = userEvent.setup();
    await openAt('page=4');
    const size = screen.getByRole('combobox', { name: 'Itens por página' });
    expect([...(size as HTMLSelectElement).options].map((option) => option.value)).toEqual(['10', '25', '50', '100']);
    await user.selectOptions(size, '25');
    expect(askedFor()).toEqual({ pageSize: '25' });
    await serveNext();
    expect(rows()).toHaveLength(25);
    // The field stays the one that was changed (it keeps the focus).
    expect(screen.getByRole('combobox', { name: 'Itens por página' })).toBe(size);

    await user.click(screen.getByRole('link', { name: 'Página 3 de 3' }));
    expect(askedFor()).toEqual({ page: '3', pageSize: '25' });
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    await serveNext();
    expect(rows()).toHaveLength(22);
    expect(screen.getByRole('link', { name: 'Página 3 de 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('leaves a link opened in a new tab to the browser', async () => {
    const user = userEvent.setup();
    await openAt();
    // Seen after the page's own handlers (then held back: jsdom opens no tab).
    let takenOver: boolean | undefined;
    document.addEventListener('click', (event) => ((takenOver = event.defaultPrevented), event.preventDefault()), { once: true });
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Próxima' }));
    await user.keyboard('{/Control}');
    expect(takenOver).toBe(false);
    expect(router.push).not.toHaveBeenCalled();
  });

  it("clears the filters from 'Nenhum resultado'", async () => {
    const user = userEvent.setup();
    await openAt('search=colheitadeira%20dourada&pageSize=25');
    expect(screen.getByText('Nenhum resultado')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Limpar filtros' }));
    expect(askedFor()).toEqual({ pageSize: '25' });
    await serveNext();
    expect(rows()).toHaveLength(25);
    expect(searchbox()).toHaveValue('');
    expect(screen.queryByRole('link', { name: 'Limpar filtros' })).not.toBeInTheDocument();
  });

  it('shows another address’s filters and page size when the router renders it (back, forward)', async () => {
    const user = userEvent.setup();
    await openAt('page=2&pageSize=25');
    await user.type(searchbox(), 'Transferência');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await serveNext();
    // Back: the router shows the page at the previous address again.
    view.rerender(await renderedAt('page=2'));
    expect(searchbox()).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Itens por página' })).toHaveValue('10');
    expect(screen.getByRole('link', { name: 'Página 2 de 8' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the rows while the next render is on its way, dimmed, and says it is updating', async () => {
    const user = userEvent.setup();
    let arrive!: () => void;
    // Next's router keeps the transition pending until the new render arrives.
    router.push.mockImplementation(() => new Promise<void>((resolve) => (arrive = resolve)));
    await openAt();
    await user.click(screen.getByRole('link', { name: 'Próxima' }));
    expect(screen.getByRole('status')).toHaveTextContent('Atualizando o histórico…');
    expect(rows()).toHaveLength(10);
    expect(rows()[0]!.closest('[data-updating]')).not.toBeNull();
    await act(async () => arrive());
    await serveNext();
    expect(screen.getByRole('status')).toHaveTextContent('72 transações');
    expect(rows()[0]!.closest('[data-updating]')).toBeNull();
  });
});
