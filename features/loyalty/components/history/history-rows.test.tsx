import { screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import type { HistoryItem } from '@/lib/loyalty/contract';
import { declaredStyle } from '@/tests/declared-style';
import { messagesByLocale, renderWithProviders } from '@/tests/render';
import { HistoryRows } from './history-rows';
import { SHEET_INTL } from './history-test-support';
import styles from './history.module.css';

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
    renderWithProviders(<HistoryRows items={items} now={NOW} sheetIntl={SHEET_INTL} />);
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

  it('carries both cuts of a description, 20 characters for under 540 px and 40 from there, the whole text for screen readers and on hover', () => {
    renderWithProviders(<HistoryRows items={items} now={NOW} sheetIntl={SHEET_INTL} />);
    const row = screen.getAllByRole('button')[0]!;
    expect(within(row).getByText('Compra de produtos n…')).toHaveAttribute('aria-hidden', 'true');
    expect(within(row).getByText('Compra de produtos n…')).toHaveClass(styles.narrowOnly!);
    expect(within(row).getByText('Compra de produtos na Casa do Produtor C…')).toHaveClass(styles.wideOnly!);
    // Wide viewports hide the narrow cut (the media query), the rest hide the wide one.
    expect(declaredStyle(within(row).getByText('Compra de produtos na Casa do Produtor C…'), 'display')).toBe('none');
    expect(row).toHaveAccessibleName(expect.stringContaining('Compra de produtos na Casa do Produtor Cascavel'));
    expect(within(row).getByTitle('Compra de produtos na Casa do Produtor Cascavel')).toBeInTheDocument();
    // A short description is not cut.
    expect(within(screen.getAllByRole('button')[1]!).getAllByText('Bônus de cadastro', { selector: '[aria-hidden]' })).toHaveLength(2);
  });

  it("are disabled in the server's HTML: the sheet cannot open before the page is live", () => {
    const html = renderToString(
      <NextIntlClientProvider locale="pt-BR" messages={messagesByLocale['pt-BR']} timeZone="America/Sao_Paulo">
        <HistoryRows items={items.slice(0, 1)} now={NOW} sheetIntl={SHEET_INTL} />
      </NextIntlClientProvider>,
    );
    expect(html).toMatch(/<button[^>]*disabled/);
  });
});
