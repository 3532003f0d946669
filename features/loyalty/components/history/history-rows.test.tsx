import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import type { HistoryItem } from '@/lib/loyalty/contract';
import { declaredStyle } from '@/tests/declared-style';
import { mockViewport } from '@/tests/mock-viewport';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import { messagesByLocale, renderWithProviders } from '@/tests/render';
import { HistoryRows } from './history-rows.client';

/** 14:00 on 20 May 2026 in São Paulo. */
const NOW = Date.parse('2026-05-20T17:00:00.000Z');

const item = (transactionDate: string, description: string, pointsAmount: number, number: string): HistoryItem => ({
  transactionDate,
  pointsAmount,
  origin: 'LEGITIMATE',
  category: { id: '1', name: pointsAmount > 0 ? 'Compras' : 'Pontos expirados', icon: pointsAmount > 0 ? 'shopping-cart' : 'hourglass', kind: pointsAmount > 0 ? 'earning' : 'expired' },
  transactionDetails: [{ description, transactionNumber: number, expirationDate: null, pointsAmount }],
  transferPoints: null,
  member: { name: 'Ana Ribeiro' },
});

const items = [
  item('2026-05-20T03:05:00.000Z', 'Compra de produtos na Casa do Produtor Cascavel', 1_500, '1'),
  // 23:30 on the 19th in São Paulo is 02:30 on the 20th in UTC: still 'Ontem'.
  item('2026-05-20T02:30:00.000Z', 'Bônus de cadastro', 250, '2'),
  item('2026-03-01T12:00:00.000Z', 'Pontos expirados', -1_234, '3'),
];

describe('HistoryRows', () => {
  it("writes 'Hoje', 'Ontem' or the day by the São Paulo calendar, the category and the signed points in green or red", () => {
    mockViewport(1024);
    renderWithProviders(<HistoryRows items={items} now={NOW} />);
    const [today, yesterday, older] = screen.getAllByRole('listitem');
    expect(within(today!).getByText('Hoje')).toHaveAttribute('dateTime', '2026-05-20T03:05:00.000Z');
    expect(within(yesterday!).getByText('Ontem')).toBeInTheDocument();
    expect(within(older!).getByText('01/03/2026')).toBeInTheDocument();
    expect(today).toHaveTextContent('Compras');
    const earned = within(today!).getByText('+1.500 pontos');
    const spent = within(older!).getByText('-1.234 pontos');
    expect(declaredStyle(earned, 'color')).toBe('var(--mui-palette-success-dark)');
    expect(declaredStyle(spent, 'color')).toBe('var(--mui-palette-error-main)');
    expect(within(today!).getByRole('button')).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('cuts a description to 20 characters under 540 px and 40 from there, following the viewport, the whole text kept for screen readers', () => {
    const viewport = mockViewport(539);
    renderWithProviders(<HistoryRows items={items} now={NOW} />);
    const row = screen.getAllByRole('button')[0]!;
    expect(within(row).getByText('Compra de produtos n…')).toHaveAttribute('aria-hidden', 'true');
    expect(row).toHaveAccessibleName(expect.stringContaining('Compra de produtos na Casa do Produtor Cascavel'));
    act(() => viewport.resizeTo(540));
    expect(within(row).getByText('Compra de produtos na Casa do Produtor C…')).toBeInTheDocument();
    // A short description is not cut.
    expect(within(screen.getAllByRole('button')[1]!).getByText('Bônus de cadastro', { selector: '[aria-hidden]' })).toBeInTheDocument();
  });

  it("carries both cuts in the server's HTML, where the viewport is unknown, for CSS to choose", () => {
    const html = renderToString(
      <NextIntlClientProvider locale="pt-BR" messages={messagesByLocale['pt-BR']} timeZone="America/Sao_Paulo">
        <QueryClientProvider client={new QueryClient()}>
          <HistoryRows items={items.slice(0, 1)} now={NOW} />
        </QueryClientProvider>
      </NextIntlClientProvider>,
    );
    expect(html).toContain('Compra de produtos n…');
    expect(html).toContain('Compra de produtos na Casa do Produtor C…');
  });
});
