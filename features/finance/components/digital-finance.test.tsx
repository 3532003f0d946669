import { dehydrate, QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { MockInstance } from 'vitest';
import type { DigitalFinanceRecord, DigitalFinanceRecords } from '@/lib/finance/contract';
import { messagesByLocale } from '@/tests/render';
import { server } from '@/tests/setup/msw-server';
import { DIGITAL_FINANCE_FAILURE, digitalFinanceQueryOptions } from '../api/digital-finance';
import { DigitalFinanceRoot } from './digital-finance-root.client';

/** The es-AR `DigitalFinance` messages, as the server block hands them to the island. */
const intl = { locale: 'es-AR', timeZone: 'America/Argentina/Buenos_Aires', messages: { DigitalFinance: messagesByLocale['es-AR'].DigitalFinance } } as const;

const ARS_PER_USD = 980;
const both = (usd: number) => ({ USD: usd, ARS: usd * ARS_PER_USD });

function record(cuit: string, businessName: string, { limit, consumed, debt, overdue }: { limit: number; consumed: number; debt: number; overdue: number }): DigitalFinanceRecord {
  const available = Math.max(0, limit - consumed);
  return {
    cuit,
    businessName,
    limit: both(limit),
    totalConsumed: both(consumed),
    totalConsumedPercentage: Math.round((consumed / limit) * 1000) / 10,
    available: both(available),
    availablePercentage: Math.round((available / limit) * 1000) / 10,
    totalDebt: both(debt),
    overdueDebt: both(overdue),
    debtDue: both(debt - overdue),
  };
}

/** Two CUITs, the second over its limit (92,000 of 80,000 consumed: 115%). */
const RECORDS: DigitalFinanceRecords = {
  '30712345671': record('30712345671', 'Agropecuaria Gómez S.A.', { limit: 250_000, consumed: 156_000, debt: 148_500, overdue: 12_300 }),
  '30708877669': record('30708877669', 'Estancia La Martina S.R.L.', { limit: 80_000, consumed: 92_000, debt: 92_000, overdue: 18_400 }),
};

/** What the server hands over: these records already read, or (without them) nothing, and the widget asks our route. */
function prefetchedState(records?: DigitalFinanceRecords) {
  const client = new QueryClient();
  if (records) client.setQueryData(digitalFinanceQueryOptions().queryKey, records);
  return dehydrate(client);
}

const renderWidget = (records?: DigitalFinanceRecords) => render(<DigitalFinanceRoot intl={intl} prefetched={prefetchedState(records)} controlsId="finanzas-digitales" />);

/** Our route as the browser reaches it; counts the requests. */
function route(answer: () => Response | Promise<Response>) {
  const calls = { count: 0 };
  server.use(
    http.post('/api/digital-finance', () => {
      calls.count++;
      return answer();
    }),
  );
  return calls;
}

const upstreamError = () => HttpResponse.json({ error: 'upstream_error', message: 'The finance service failed.' }, { status: 502 });

/** The figure a card shows beside a term (its `dd`). */
const figure = (card: HTMLElement, term: string) => within(card).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
const creditStatus = () => screen.getByRole('region', { name: 'Estado de crédito' });
const creditLimit = () => screen.getByRole('region', { name: 'Límite de crédito' });

const GOMEZ = 'Agropecuaria Gómez S.A. (CUIT 30-71234567-1)';
const LA_MARTINA = 'Estancia La Martina S.R.L. (CUIT 30-70887766-9)';

describe('DigitalFinance', () => {
  let consoleError: MockInstance<typeof console.error>;
  const failureLogs = () => consoleError.mock.calls.filter(([message]) => message === DIGITAL_FINANCE_FAILURE);

  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  describe('standard', () => {
    it('lists the business names with their CUITs, the first chosen, in pesos by default, with en-US whole figures; no request of its own', async () => {
      const calls = route(() => HttpResponse.json({}));
      renderWidget(RECORDS);

      const cuit = screen.getByRole('combobox', { name: 'CUIT' });
      expect(within(cuit).getAllByRole('option').map((option) => option.textContent)).toEqual([GOMEZ, LA_MARTINA]);
      expect(within(cuit).getByRole<HTMLOptionElement>('option', { name: GOMEZ }).selected).toBe(true);

      const currency = screen.getByRole('group', { name: 'Moneda' });
      expect(within(currency).getByRole('radio', { name: 'Pesos (ARS)' })).toBeChecked();
      expect(within(currency).getByRole('radio', { name: 'Dólares (USD)' })).not.toBeChecked();

      expect(figure(creditStatus(), 'Consumido')).toHaveTextContent('ARS 152,880,000');
      expect(figure(creditStatus(), 'Disponible')).toHaveTextContent('ARS 92,120,000');
      expect(figure(creditLimit(), 'Límite')).toHaveTextContent('ARS 245,000,000');
      expect(figure(creditLimit(), 'Deuda total')).toHaveTextContent('ARS 145,530,000');
      expect(figure(creditLimit(), 'Deuda vencida')).toHaveTextContent('ARS 12,054,000');
      expect(figure(creditLimit(), 'Deuda a vencer')).toHaveTextContent('ARS 133,476,000');

      // 62.4% consumed: the whole number in words, the graph drawn to the real share.
      const graph = within(creditStatus()).getByRole('img', { name: 'Consumiste el 62% de tu límite de crédito' });
      expect(graph).toHaveAttribute('data-drawn-percentage', '62.4');
      expect(graph).toHaveAttribute('width', '250');
      expect(screen.queryByText('Superaste tu límite de crédito.')).not.toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      // Give a refetch on mount the time to start: the handed-over records are fresh, the widget does not ask.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(calls.count).toBe(0);
      expect(figure(creditStatus(), 'Consumido')).toHaveTextContent('ARS 152,880,000');
    });

    it('shows the figures in dollars once USD is chosen, and in pesos again after', async () => {
      const user = userEvent.setup();
      renderWidget(RECORDS);
      await user.click(screen.getByRole('radio', { name: 'Dólares (USD)' }));

      expect(screen.getByRole('radio', { name: 'Dólares (USD)' })).toBeChecked();
      expect(screen.getByRole('radio', { name: 'Pesos (ARS)' })).not.toBeChecked();
      expect(figure(creditStatus(), 'Consumido')).toHaveTextContent('USD 156,000');
      expect(figure(creditStatus(), 'Disponible')).toHaveTextContent('USD 94,000');
      expect(figure(creditLimit(), 'Límite')).toHaveTextContent('USD 250,000');
      expect(figure(creditLimit(), 'Deuda total')).toHaveTextContent('USD 148,500');
      expect(figure(creditLimit(), 'Deuda vencida')).toHaveTextContent('USD 12,300');
      expect(figure(creditLimit(), 'Deuda a vencer')).toHaveTextContent('USD 136,200');
      expect(screen.queryByText(/ARS/, { selector: 'dd' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('radio', { name: 'Pesos (ARS)' }));
      expect(figure(creditLimit(), 'Límite')).toHaveTextContent('ARS 245,000,000');
    });

    it('shows the other CUIT\'s figures when it is chosen, keeping the currency; over its limit it says the real 115% and draws the graph full', async () => {
      const user = userEvent.setup();
      renderWidget(RECORDS);
      await user.click(screen.getByRole('radio', { name: 'Dólares (USD)' }));
      const cuit = screen.getByRole('combobox', { name: 'CUIT' });
      await user.selectOptions(cuit, LA_MARTINA);

      expect(cuit).toHaveDisplayValue(LA_MARTINA);
      expect(screen.getByRole('radio', { name: 'Dólares (USD)' })).toBeChecked();
      expect(figure(creditStatus(), 'Consumido')).toHaveTextContent('USD 92,000');
      expect(figure(creditStatus(), 'Disponible')).toHaveTextContent('USD 0');
      expect(figure(creditLimit(), 'Límite')).toHaveTextContent('USD 80,000');
      expect(figure(creditLimit(), 'Deuda vencida')).toHaveTextContent('USD 18,400');

      // The text keeps the real figure; the graph stops at 100 (spec section 5).
      expect(creditStatus()).toHaveTextContent('Consumiste el 115% de tu límite de crédito');
      expect(within(creditStatus()).getByText('Superaste tu límite de crédito.')).toBeInTheDocument();
      const graph = within(creditStatus()).getByRole('img', { name: 'Consumiste el 115% de tu límite de crédito' });
      expect(graph).toHaveAttribute('data-drawn-percentage', '100');

      // Back in pesos, and back to the first CUIT.
      await user.click(screen.getByRole('radio', { name: 'Pesos (ARS)' }));
      expect(figure(creditStatus(), 'Consumido')).toHaveTextContent('ARS 90,160,000');
      await user.selectOptions(cuit, GOMEZ);
      expect(figure(creditStatus(), 'Consumido')).toHaveTextContent('ARS 152,880,000');
      expect(within(creditStatus()).getByRole('img')).toHaveAttribute('data-drawn-percentage', '62.4');
    });

    it('the CUIT selector is the keyboard\'s first stop, and keeps the focus when the choice changes', async () => {
      const user = userEvent.setup();
      renderWidget(RECORDS);
      await user.tab();
      const cuit = screen.getByRole('combobox', { name: 'CUIT' });
      expect(cuit).toHaveFocus();
      // jsdom does not move a select's choice with the arrow keys; a keyboard user's choice reaches it as a selection of the focused control.
      await user.selectOptions(cuit, LA_MARTINA);
      expect(cuit).toHaveFocus();
      expect(within(creditStatus()).getByRole('img')).toHaveAccessibleName('Consumiste el 115% de tu límite de crédito');
    });
  });

  it('loading: shows the skeleton with its loading text while our route has not answered, then the records', async () => {
    let answer!: (response: Response) => void;
    const calls = route(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWidget();

    expect(screen.getByRole('status')).toHaveTextContent('Cargando tus finanzas…');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(calls.count).toBe(1));

    answer(HttpResponse.json(RECORDS));
    expect(await screen.findByRole('combobox', { name: 'CUIT' })).toHaveDisplayValue(GOMEZ);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('error: after our route failed three times (two retries, 1 s then 2 s apart) shows the error card and logs once; its button brings the records once the route recovers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const calls = route(upstreamError);
    renderWidget();

    await waitFor(() => expect(calls.count).toBe(1));
    expect(screen.getByRole('status')).toHaveTextContent('Cargando tus finanzas…');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(calls.count).toBe(2));
    // Still loading while the retries run: no error card between attempts.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));

    const alert = await screen.findByRole('alert');
    expect(calls.count).toBe(3);
    expect(within(alert).getByText('No pudimos cargar tus finanzas')).toBeInTheDocument();
    expect(within(alert).getByText('Puede ser un problema momentáneo. Probá de nuevo.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(failureLogs()).toHaveLength(1);
    // No more attempts on their own.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(calls.count).toBe(3);

    vi.useRealTimers();
    server.use(http.post('/api/digital-finance', () => HttpResponse.json(RECORDS)));
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('combobox', { name: 'CUIT' })).toHaveDisplayValue(GOMEZ);
    expect(figure(creditStatus(), 'Consumido')).toHaveTextContent('ARS 152,880,000');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(failureLogs()).toHaveLength(1);
  });

  it('error: a 403 from our route is an answer, not retried: one request, then the error card', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const calls = route(() => HttpResponse.json({ error: 'not_permitted', message: 'This user may not read digital finance.' }, { status: 403 }));
    renderWidget();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar tus finanzas');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(calls.count).toBe(1);
    expect(failureLogs()).toHaveLength(1);
  });

  it('empty: no records shows the empty message and no selector', async () => {
    renderWidget({});
    expect(screen.getByText('Todavía no hay datos de finanzas')).toBeInTheDocument();
    expect(screen.getByText('Cuando tus CUIT tengan una línea de crédito con Terralis, vas a ver acá lo consumido y lo disponible.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('empty: our route answering no records shows the same', async () => {
    route(() => HttpResponse.json({}));
    renderWidget();
    expect(await screen.findByText('Todavía no hay datos de finanzas')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it("adopts a CUIT and a currency chosen in the server's markup before its code loaded (loadWhenWanted carries them over before the wrapper's effects run)", () => {
    function CarriedOver({ children }: { children: ReactNode }) {
      const frame = useRef<HTMLDivElement>(null);
      useLayoutEffect(() => {
        frame.current!.querySelector('select')!.value = '30708877669';
        frame.current!.querySelector<HTMLInputElement>('input[value="USD"]')!.checked = true;
      }, []);
      return <div ref={frame}>{children}</div>;
    }
    render(
      <CarriedOver>
        <DigitalFinanceRoot intl={intl} prefetched={prefetchedState(RECORDS)} controlsId="finanzas-digitales" />
      </CarriedOver>,
    );
    // The controls' names come from the block, the same in the server's markup and here: what loadWhenWanted matches them by.
    expect(screen.getByRole('combobox', { name: 'CUIT' })).toHaveAttribute('id', 'finanzas-digitales-cuit');
    expect(screen.getByRole('radio', { name: 'Dólares (USD)' })).toHaveAttribute('name', 'finanzas-digitales-currency');
    expect(screen.getByRole('combobox', { name: 'CUIT' })).toHaveDisplayValue(LA_MARTINA);
    expect(screen.getByRole('radio', { name: 'Dólares (USD)' })).toBeChecked();
    expect(figure(creditLimit(), 'Límite')).toHaveTextContent('USD 80,000');
  });
});
