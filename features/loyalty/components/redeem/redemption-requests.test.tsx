import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { redemptionStatuses, type Redemption } from '@/lib/loyalty/contract';
import type { Locale } from '@/lib/i18n/locales';
import { renderWithProviders } from '@/tests/render';
import { RedemptionRequests } from './redemption-requests.client';
import { ana, earlierRequest, testProgramme } from './redeem-test-programme';

const oneOfEach: Redemption[] = redemptionStatuses.map((status, index) => ({
  ...earlierRequest,
  id: `RSG-${index}`,
  status,
  recipient: index === 2 ? 'group' : 'self',
  amount: 1_000 * (index + 1),
  note: null,
  createdAt: '2026-05-20T02:30:00.000Z',
}));

const requests = async () => within(await screen.findByRole('region', { name: /pedidos de resgate|pedidos de canje|redemption requests/ })).getAllByRole('listitem');

describe('RedemptionRequests', () => {
  it.each([
    ['pt-BR', ['Enviado', 'Em processamento', 'Pagamento emitido', 'Pagamento compensado', 'Pagamento anulado', 'Cancelado'], '19/05/2026', '6.000 pontos'],
    ['es-AR', ['Enviado', 'En proceso', 'Pago emitido', 'Pago acreditado', 'Pago anulado', 'Cancelado'], '19/05/2026', '6.000 puntos'],
    ['en-US', ['Submitted', 'Processing', 'Payment issued', 'Payment cleared', 'Payment voided', 'Canceled'], '05/19/2026', '6.000 points'],
  ] as const)('%s: every status localized, with the kind, the points, the recipient and the São Paulo day', async (locale: Locale, statuses, day, lastAmount) => {
    testProgramme(ana, oneOfEach);
    renderWithProviders(<RedemptionRequests />, { locale });
    const rows = await requests();
    expect(rows.map((row) => row.querySelector(':scope > p:last-child')!.textContent!.replace(/^[^:]+: /, ''))).toEqual(statuses);
    // 02:30 UTC on the 20th is still the 19th in São Paulo.
    expect(rows[0]).toHaveTextContent(day);
    expect(rows[5]).toHaveTextContent(lastAmount);
  });

  it('names the kind and whom it was for', async () => {
    testProgramme(ana, [{ ...earlierRequest, kind: 'traditional-and-additional-money', recipient: 'group' }]);
    renderWithProviders(<RedemptionRequests />);
    const [row] = await requests();
    expect(row).toHaveTextContent('Tradicional + dinheiro adicional');
    expect(row).toHaveTextContent('Pedido em 20/04/2026 · Para o grupo');
    expect(row).toHaveTextContent('Entregar na fazenda Santa Luzia');
  });

  it('while loading shows placeholder rows; with no request, says so', async () => {
    testProgramme(ana, []);
    const { container } = renderWithProviders(<RedemptionRequests />);
    expect(container.querySelectorAll('span').length).toBeGreaterThanOrEqual(3);
    expect(await screen.findByText('Você ainda não fez nenhum pedido de resgate.')).toBeInTheDocument();
  });

  it('when the requests cannot be read shows an error with a retry that loads them', async () => {
    const programme = testProgramme(ana, [earlierRequest]);
    programme.failRedemptions = true;
    renderWithProviders(<RedemptionRequests />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os seus pedidos.');
    programme.failRedemptions = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await requests()).toHaveLength(1);
  });
});
