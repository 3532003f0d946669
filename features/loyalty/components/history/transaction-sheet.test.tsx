import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { HistoryItem, TransactionDetail } from '@/lib/loyalty/contract';
import { renderWithProviders } from '@/tests/render';
import { server } from '@/tests/setup/msw-server';
import { HistoryRows } from './history-rows';
import { SHEET_INTL } from './history-test-support';

const NOW = Date.parse('2026-05-20T15:00:00.000Z');

const purchase: HistoryItem = {
  transactionDate: '2026-05-02T13:30:00.000Z',
  pointsAmount: 2_400,
  origin: 'LEGITIMATE',
  category: { id: '1', name: 'Compras', icon: 'shopping-cart', kind: 'earning' },
  transactionDetails: [{ description: 'Compra de produtos na Agro Rio Verde', transactionNumber: '000100007', expirationDate: '2029-05-03T02:59:59.000Z', pointsAmount: 2_400 }],
  transferPoints: null,
  member: { name: 'Ana Ribeiro' },
};

const purchaseDetail: TransactionDetail = {
  description: 'Compra de produtos na Agro Rio Verde',
  pointsAmount: 2_400,
  invoiceDate: '2026-05-02T13:30:00.000Z',
  invoiceNumber: 'NF-482913',
  partnerName: 'Agro Rio Verde',
  transactionDate: '2026-05-02T13:30:00.000Z',
  expirationDate: '2029-05-03T02:59:59.000Z',
  orderNumber: 'PED-000100007',
  orderItems: [
    { productDescription: 'Herbicida pós-emergente seletivo para soja 20 L', productQuantity: 12, productPoints: 1_500, category: 'Proteção de cultivos', transactionNumber: '000100007-1' },
    { productDescription: 'Fungicida sistêmico 5 L', productQuantity: 3, productPoints: 900, category: 'Proteção de cultivos', transactionNumber: '000100007-2' },
  ],
  subTotalOrder: 2_400,
  shippingFee: 0,
  totalPointsOrder: 2_400,
};

const redemption: HistoryItem = {
  ...purchase,
  pointsAmount: -3_150,
  category: { id: '3', name: 'Resgates', icon: 'gift', kind: 'redemption' },
  transactionDetails: [{ description: 'Resgate de Análise de solo completa', transactionNumber: '000100011', expirationDate: null, pointsAmount: -3_150 }],
};

const redemptionDetail: TransactionDetail = {
  ...purchaseDetail,
  description: 'Resgate de Análise de solo completa',
  pointsAmount: -3_150,
  invoiceDate: null,
  invoiceNumber: null,
  // The programme may send a date; the rule still hides it for a redemption.
  expirationDate: '2029-05-03T02:59:59.000Z',
  orderNumber: 'PED-000100011',
  orderItems: [{ productDescription: 'Análise de solo completa', productQuantity: 1, productPoints: 3_000, category: 'Serviços', transactionNumber: '000100011-1' }],
  subTotalOrder: 3_000,
  shippingFee: 150,
  totalPointsOrder: 3_150,
};

const details: Record<string, TransactionDetail> = { '000100007': purchaseDetail, '000100011': redemptionDetail };

function transactionRoute(answer: (number: string) => Response | Promise<Response> = (number) => HttpResponse.json({ transaction: details[number] })) {
  const asked: string[] = [];
  server.use(
    http.get('/api/loyalty/transactions/:number', ({ params }) => {
      asked.push(String(params.number));
      return answer(String(params.number));
    }),
  );
  return asked;
}

/** The value of the first field of that name in `scope` (the transaction's own fields come before its items'). */
const field = (scope: HTMLElement, name: string) => within(scope).getAllByText(name, { selector: 'dt' })[0]!.nextElementSibling;


describe('the transaction detail sheet', () => {
  it('opens from a row by keyboard, loads the detail inside it, shows every field, and closes by Escape with focus back on the row', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked = transactionRoute(async (number) => {
      await held;
      return HttpResponse.json({ transaction: details[number] });
    });
    renderWithProviders(<HistoryRows items={[purchase, redemption]} now={NOW} sheetIntl={SHEET_INTL} />);
    const row = screen.getByRole('button', { name: /Compra de produtos na Agro Rio Verde/ });
    row.focus();
    // Nothing is asked for until a row is pressed.
    expect(asked).toEqual([]);
    await user.keyboard('{Enter}');

    const sheet = await screen.findByRole('dialog', { name: 'Detalhes da transação' });
    expect(within(sheet).getByRole('status')).toHaveTextContent('Carregando detalhes…');
    release();
    await waitFor(() => expect(within(sheet).queryByRole('status')).not.toBeInTheDocument());
    expect(asked).toEqual(['000100007']);

    expect(field(sheet, 'Descrição')).toHaveTextContent('Compra de produtos na Agro Rio Verde');
    expect(field(sheet, 'Pontos')).toHaveTextContent('+2.400 pontos');
    expect(field(sheet, 'Data da nota fiscal')).toHaveTextContent('02/05/2026');
    expect(field(sheet, 'Número da nota fiscal')).toHaveTextContent('NF-482913');
    expect(field(sheet, 'Parceiro')).toHaveTextContent('Agro Rio Verde');
    expect(field(sheet, 'Data da transação')).toHaveTextContent('02/05/2026');
    // 23:59:59 in São Paulo, 02:59:59 the next day in UTC.
    expect(field(sheet, 'Data de expiração')).toHaveTextContent('02/05/2029');
    expect(field(sheet, 'Validade dos pontos')).toHaveTextContent('3 anos');
    expect(field(sheet, 'Número do pedido')).toHaveTextContent('PED-000100007');
    expect(within(sheet).getByRole('heading', { name: 'Itens do pedido' })).toBeInTheDocument();
    const items = within(sheet).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    // Cut at 30 characters on screen; the whole description for assistive technology and on hover.
    expect(within(items[0]!).getByText('Herbicida pós-emergente seleti…')).toHaveAttribute('aria-hidden', 'true');
    expect(within(items[0]!).getByText('Herbicida pós-emergente seletivo para soja 20 L', { selector: 'span' })).toBeInTheDocument();
    expect(within(items[1]!).getByText('Fungicida sistêmico 5 L', { selector: '[aria-hidden]' })).toBeInTheDocument();
    expect(field(items[0]!, 'Quantidade')).toHaveTextContent('12');
    expect(field(items[0]!, 'Pontos')).toHaveTextContent('1.500 pontos');
    expect(field(items[0]!, 'Categoria')).toHaveTextContent('Proteção de cultivos');
    expect(field(items[0]!, 'Número da transação')).toHaveTextContent('000100007-1');
    expect(field(sheet, 'Subtotal')).toHaveTextContent('2.400 pontos');
    expect(field(sheet, 'Frete')).toHaveTextContent('0 pontos');
    expect(field(sheet, 'Total de pontos do pedido')).toHaveTextContent('2.400 pontos');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(row).toHaveFocus();
  });

  it('leaves out the expiration date and validity for a redemption, and fields the programme did not send', async () => {
    const user = userEvent.setup();
    transactionRoute();
    renderWithProviders(<HistoryRows items={[purchase, redemption]} now={NOW} sheetIntl={SHEET_INTL} />);
    await user.click(screen.getByRole('button', { name: /Resgate de Análise de solo/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Detalhes da transação' });
    expect(await within(sheet).findByText('PED-000100011')).toBeInTheDocument();
    expect(field(sheet, 'Pontos')).toHaveTextContent('-3.150 pontos');
    expect(field(sheet, 'Frete')).toHaveTextContent('150 pontos');
    for (const absent of ['Data de expiração', 'Validade dos pontos', 'Data da nota fiscal', 'Número da nota fiscal']) {
      expect(within(sheet).queryByText(absent)).not.toBeInTheDocument();
    }
  });

  it('shows an error inside the sheet when the detail cannot be read, and the detail after a retry', async () => {
    const user = userEvent.setup();
    let failing = true;
    transactionRoute((number) => (failing ? HttpResponse.json({ error: 'upstream_unavailable' }, { status: 502 }) : HttpResponse.json({ transaction: details[number] })));
    renderWithProviders(<HistoryRows items={[purchase]} now={NOW} sheetIntl={SHEET_INTL} />);
    await user.click(screen.getByRole('button', { name: /Compra de produtos/ }));
    const sheet = await screen.findByRole('dialog');
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('Não foi possível carregar os detalhes da transação.');
    failing = false;
    await user.click(within(sheet).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(sheet).findByText('NF-482913')).toBeInTheDocument();
  });

  it('says so when the transaction is not the member’s (404)', async () => {
    const user = userEvent.setup();
    transactionRoute(() => HttpResponse.json({ error: 'not_found' }, { status: 404 }));
    renderWithProviders(<HistoryRows items={[purchase]} now={NOW} sheetIntl={SHEET_INTL} />);
    await user.click(screen.getByRole('button', { name: /Compra de produtos/ }));
    expect(await within(await screen.findByRole('dialog')).findByRole('alert')).toHaveTextContent('Esta transação não foi encontrada.');
  });
});
