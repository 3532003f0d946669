import { dehydrate, QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Locale } from '@/lib/i18n/locales';
import type { MarketQuotation } from '@/lib/quotations/contract';
import { readMarketQuotation } from '@/lib/upstreams/quotations/client';
import { makeContext, makePage } from '@/tests/fixtures/cms';
import { messagesByLocale, renderWithProviders } from '@/tests/render';
import { sandbox } from '@/tests/sandbox-control';
import { server } from '@/tests/setup/msw-server';
import { marketQuotationQueryOptions } from '../api/market-quotation';
import { boardStaleAt } from '../logic/staleness';
import { MarketQuotationBlock } from './market-quotation-block';
import { MarketQuotationRoot } from './market-quotation-root.client';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));
vi.mock('next/cache', () => ({ unstable_cache: (read: () => unknown) => read }));

const intlOf = (locale: Locale) => ({ locale, timeZone: 'UTC', messages: { Quotations: messagesByLocale[locale].Quotations } });

const BOARD: MarketQuotation = {
  currency: 'USD',
  date: '2026-11-27T00:00:00.000Z',
  items: [
    { type: 'Soja', value: 309.99 },
    { type: 'Maíz', value: 166.4 },
  ],
};

/** What the server hands the island: the board, or a failed read. */
function prefetched(answer: MarketQuotation | Error) {
  const client = new QueryClient();
  const { queryKey } = marketQuotationQueryOptions('USD');
  if (answer instanceof Error) client.getQueryCache().build(client, { queryKey }).setState({ status: 'error', error: answer, fetchStatus: 'idle' });
  else client.setQueryData(queryKey, answer);
  return dehydrate(client, { shouldDehydrateQuery: () => true });
}

const plain = (text: string | null) => text?.replace(/\s/g, ' ');

describe('boardStaleAt (when the card’s code loads by itself)', () => {
  it('is 10 minutes after the server read the board', () => {
    const before = Date.now();
    const board = prefetched(BOARD);
    const readAt = board.queries[0]!.state.dataUpdatedAt;
    expect(readAt).toBeGreaterThanOrEqual(before);
    expect(boardStaleAt(board)).toBe(readAt + 10 * 60_000);
  });

  it('is never for a failed read (the error card waits for its refresh) or no read at all', () => {
    expect(boardStaleAt(prefetched(new Error('failed')))).toBeNull();
    expect(boardStaleAt(dehydrate(new QueryClient()))).toBeNull();
  });
});

describe('MarketQuotationRoot', () => {
  beforeEach(() => sandbox.reset());

  it('shows the board: its day in UTC and each price floored, es-AR', () => {
    renderWithProviders(<MarketQuotationRoot intl={intlOf('es-AR')} prefetched={prefetched(BOARD)} currency="USD" />, { locale: 'es-AR' });
    expect(screen.getByText('Pizarra del 27/11/2026 (UTC)')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => plain(row.textContent))).toEqual(['SojaUSD 309', 'MaízUSD 166']);
    expect(screen.getByRole('columnheader', { name: 'Valor por tonelada' })).toBeInTheDocument();
  });

  it('formats the figures the Argentine way on a pt-BR page too (spec §9)', () => {
    renderWithProviders(<MarketQuotationRoot intl={intlOf('pt-BR')} prefetched={prefetched({ ...BOARD, currency: 'USD', items: [{ type: 'Soja', value: 1234.5 }] })} currency="USD" />);
    expect(plain(screen.getByRole('cell').textContent)).toBe('USD 1.234');
    expect(screen.getByText('Cotações de 27/11/2026 (UTC)')).toBeInTheDocument();
  });

  it('says so when no prices were published', () => {
    renderWithProviders(<MarketQuotationRoot intl={intlOf('es-AR')} prefetched={prefetched({ ...BOARD, items: [] })} currency="USD" />, { locale: 'es-AR' });
    expect(screen.getByText('No hay cotizaciones publicadas para este día.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a skeleton of its final size while it reads', () => {
    server.use(http.get('/api/quotations/market', () => new Promise<Response>(() => {})));
    renderWithProviders(<MarketQuotationRoot intl={intlOf('es-AR')} prefetched={dehydrate(new QueryClient())} currency="USD" />, { locale: 'es-AR' });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando cotizaciones');
  });

  it.each([
    ['en-US', 'Unable to retrieve quotation for USD', 'Refresh'],
    ['es-AR', 'No fue posible obtener la cotización en USD', 'Actualizar'],
  ] as const)('shows the error empty-state in %s, whose refresh reads the board again', async (locale, title, refresh) => {
    const asked: string[] = [];
    server.use(
      http.get('/api/quotations/market', async ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(await readMarketQuotation('USD'));
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<MarketQuotationRoot intl={intlOf(locale)} prefetched={prefetched(new Error('failed'))} currency="USD" />, { locale });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(title);
    await user.click(within(alert).getByRole('button', { name: refresh }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(asked).toEqual(['?currency=USD']);
    expect(screen.getAllByRole('row')).toHaveLength(6);
  });

  it('stays in its error state, the refresh still offered, when the refresh fails too', async () => {
    server.use(http.get('/api/quotations/market', () => HttpResponse.json({ error: 'upstream_error' }, { status: 502 })));
    const user = userEvent.setup();
    renderWithProviders(<MarketQuotationRoot intl={intlOf('en-US')} prefetched={prefetched(new Error('failed'))} currency="USD" />, { locale: 'en-US' });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh' })).not.toHaveAttribute('aria-busy'));
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to retrieve quotation for USD');
  });
});

describe('MarketQuotationBlock', () => {
  beforeEach(() => sandbox.reset());

  const context = (locale: Locale) => makeContext({ locale, page: makePage({ locale, path: '/herramientas/cotizaciones' }) });

  it('renders the board the server read, under its heading', async () => {
    renderWithProviders(await MarketQuotationBlock({ props: { currency: 'USD' }, context: context('es-AR'), nodeId: 'card' }), { locale: 'es-AR' });
    expect(screen.getByRole('region', { name: 'Cotizaciones' })).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Soja', 'Maíz', 'Trigo', 'Girasol', 'Sorgo']);
    expect(screen.getAllByRole('cell').every((cell) => /^USD \d{3}$/.test(plain(cell.textContent)!))).toBe(true);
  });

  it('renders its error state, without a currency in it, when the service fails', async () => {
    await sandbox.fault({ path: '/quotations/market', status: 503 });
    renderWithProviders(await MarketQuotationBlock({ props: { heading: 'Pizarra' }, context: context('en-US') }), { locale: 'en-US' });
    expect(screen.getByRole('region', { name: 'Pizarra' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/^Unable to retrieve quotation(?! for)/);
  });
});
