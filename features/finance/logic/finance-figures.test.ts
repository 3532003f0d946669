import { formatCuit, formatFinanceAmount, formatFinancePercentage, graphPercentage } from './finance-figures';

const spaces = (text: string) => text.replace(/\s/g, ' ');

describe('formatFinanceAmount', () => {
  it.each([
    [152_880_000, 'ARS', 'ARS 152,880,000'],
    [156_000, 'USD', 'USD 156,000'],
    [0, 'ARS', 'ARS 0'],
    [1_234.5, 'USD', 'USD 1,235'],
    [999.4, 'ARS', 'ARS 999'],
    [-7_500, 'USD', '-USD 7,500'],
  ] as const)('%d %s -> %s (en-US, whole numbers)', (amount, currency, expected) => {
    expect(spaces(formatFinanceAmount(amount, currency))).toBe(expected);
  });
});

describe('formatFinancePercentage', () => {
  it.each([
    [62.4, '62%'],
    [62.5, '63%'],
    [0, '0%'],
    [100, '100%'],
    [115, '115%'],
    [1_234.2, '1,234%'],
  ])('%d -> %s', (percentage, expected) => expect(formatFinancePercentage(percentage)).toBe(expected));
});

describe('graphPercentage', () => {
  it.each([
    [62.4, 62.4],
    [100, 100],
    [100.01, 100],
    [115, 100],
    [0, 0],
    [-5, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%d -> %d (capped at 100 for the graph)', (consumed, expected) => expect(graphPercentage(consumed)).toBe(expected));
});

describe('formatCuit', () => {
  it('writes a CUIT with its dashes, and leaves anything else as it is', () => {
    expect(formatCuit('30712345671')).toBe('30-71234567-1');
    expect(formatCuit('3071234567')).toBe('3071234567');
  });
});
