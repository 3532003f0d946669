import {
  formatPoints,
  formatRedemptionAmount,
  formatSignedPoints,
  parseRedemptionAmount,
  type RedemptionAmountResult,
} from './number-formats';

describe('formatPoints', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1_000, '1.000'],
    [1_234, '1.234'],
    [15_000, '15.000'],
    [1_234_567, '1.234.567'],
    [-1_500, '-1.500'],
    [1_234.6, '1.235'],
  ])('%d -> %s', (points, text) => {
    expect(formatPoints(points)).toBe(text);
  });
});

describe('formatSignedPoints', () => {
  it.each([
    [1_500, '+1.500'],
    [1, '+1'],
    [-300, '-300'],
    [-1_234_567, '-1.234.567'],
    [0, '0'],
    [-0, '0'],
  ])('%d -> %s', (points, text) => {
    expect(formatSignedPoints(points)).toBe(text);
  });
});

describe('formatRedemptionAmount', () => {
  it.each([
    [1, '1'],
    [1_500, '1.500'],
    [10_000_000, '10.000.000'],
  ])('%d -> %s', (amount, text) => {
    expect(formatRedemptionAmount(amount)).toBe(text);
  });

  it('writes what parseRedemptionAmount reads back', () => {
    for (const amount of [1, 999, 1_000, 20_000, 1_234_567]) {
      expect(parseRedemptionAmount(formatRedemptionAmount(amount), 2_000_000)).toEqual({ ok: true, amount });
    }
  });
});

describe('parseRedemptionAmount (20.000 redeemable)', () => {
  const ok = (amount: number): RedemptionAmountResult => ({ ok: true, amount });
  const refused = (error: string) => ({ ok: false, error });

  it.each([
    ['1', ok(1)],
    ['1500', ok(1_500)],
    ['1.500', ok(1_500)],
    ['  1.500\u00a0', ok(1_500)],
    ['20.000', ok(20_000)],
    ['20000', ok(20_000)],
    ['007', ok(7)],
    ['', refused('amount_required')],
    ['   ', refused('amount_required')],
    ['\t\n', refused('amount_required')],
    ['0', refused('amount_too_small')],
    ['000', refused('amount_too_small')],
    ['-3', refused('amount_too_small')],
    ['\u22123', refused('amount_too_small')],
    ['-1.500', refused('amount_too_small')],
    ['-0', refused('amount_too_small')],
    ['20.001', refused('amount_exceeds_balance')],
    ['20001', refused('amount_exceeds_balance')],
    ['1.000.000', refused('amount_exceeds_balance')],
    ['99999999999999999999', refused('amount_exceeds_balance')],
    ['1,5', refused('amount_not_integer')],
    ['1,500', refused('amount_not_integer')],
    ['1e3', refused('amount_not_integer')],
    ['1.5', refused('amount_not_integer')],
    ['1.50', refused('amount_not_integer')],
    ['1.5000', refused('amount_not_integer')],
    ['15.00.000', refused('amount_not_integer')],
    ['0.500', refused('amount_not_integer')],
    ['.500', refused('amount_not_integer')],
    ['1.', refused('amount_not_integer')],
    ['1500.0', refused('amount_not_integer')],
    ['1 500', refused('amount_not_integer')],
    ['+3', refused('amount_not_integer')],
    ['0x10', refused('amount_not_integer')],
    ['Infinity', refused('amount_not_integer')],
    ['mil', refused('amount_not_integer')],
    ['١٥٠٠', refused('amount_not_integer')],
    ['１５００', refused('amount_not_integer')],
  ])('%j -> %j', (typed, expected) => {
    expect(parseRedemptionAmount(typed, 20_000)).toEqual(expected);
  });

  it('refuses every amount when nothing is redeemable', () => {
    expect(parseRedemptionAmount('1', 0)).toEqual({ ok: false, error: 'amount_exceeds_balance' });
  });

  it('never goes past a redeemable balance with a fraction', () => {
    expect(parseRedemptionAmount('1.500', 1_500.7)).toEqual({ ok: true, amount: 1_500 });
    expect(parseRedemptionAmount('1.501', 1_500.7)).toEqual({ ok: false, error: 'amount_exceeds_balance' });
  });
});
