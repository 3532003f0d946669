import { formatMarketDate, formatMarketValue } from './market-format';

/** Intl separates the code with a no-break space: compared with plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatMarketValue', () => {
  it.each([
    [448_500.75, 'ARS', 'ARS 448.500'],
    [448_500.99, 'ARS', 'ARS 448.500'],
    [448_500, 'ARS', 'ARS 448.500'],
    [1_234_567.5, 'ARS', 'ARS 1.234.567'],
    [309.5, 'USD', 'USD 309'],
    [309.999, 'USD', 'USD 309'],
    [0.99, 'USD', 'USD 0'],
    [0, 'ARS', 'ARS 0'],
  ] as const)('%d %s -> %s (floored, es-AR)', (value, currency, expected) => {
    expect(plain(formatMarketValue(value, currency))).toBe(expected);
  });
});

describe('formatMarketDate', () => {
  it.each([
    ['2026-11-27T00:00:00.000Z', '27/11/2026'],
    // The board's day in UTC, even where it is still the day before (Buenos Aires, UTC-3).
    ['2026-01-01T00:00:00Z', '01/01/2026'],
    ['2026-12-31T23:59:59Z', '31/12/2026'],
    ['2026-03-01T02:00:00-03:00', '01/03/2026'],
  ])('%s -> %s', (instant, expected) => {
    expect(formatMarketDate(instant)).toBe(expected);
  });
});
