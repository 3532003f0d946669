import {
  MIN_REDEMPTION_AMOUNT,
  formatPoints,
  formatRedemptionAmount,
  formatSignedPoints,
  parseRedemptionAmount,
  redemptionAmountError,
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
    ['', refused('required')],
    ['   ', refused('required')],
    ['\t\n', refused('required')],
    ['0', refused('below-minimum')],
    ['000', refused('below-minimum')],
    ['-3', refused('below-minimum')],
    ['\u22123', refused('below-minimum')],
    ['-1.500', refused('below-minimum')],
    ['-0', refused('below-minimum')],
    ['20.001', refused('above-redeemable')],
    ['20001', refused('above-redeemable')],
    ['1.000.000', refused('above-redeemable')],
    ['99999999999999999999', refused('above-redeemable')],
    ['1,5', refused('not-a-whole-number')],
    ['1,500', refused('not-a-whole-number')],
    ['1e3', refused('not-a-whole-number')],
    ['1.5', refused('not-a-whole-number')],
    ['1.50', refused('not-a-whole-number')],
    ['1.5000', refused('not-a-whole-number')],
    ['15.00.000', refused('not-a-whole-number')],
    ['0.500', refused('not-a-whole-number')],
    ['.500', refused('not-a-whole-number')],
    ['1.', refused('not-a-whole-number')],
    ['1500.0', refused('not-a-whole-number')],
    ['1 500', refused('not-a-whole-number')],
    ['+3', refused('not-a-whole-number')],
    ['0x10', refused('not-a-whole-number')],
    ['Infinity', refused('not-a-whole-number')],
    ['mil', refused('not-a-whole-number')],
    ['١٥٠٠', refused('not-a-whole-number')],
    ['１５００', refused('not-a-whole-number')],
  ])('%j -> %j', (typed, expected) => {
    expect(parseRedemptionAmount(typed, 20_000)).toEqual(expected);
  });

  it('refuses every amount when nothing is redeemable', () => {
    expect(parseRedemptionAmount('1', 0)).toEqual({ ok: false, error: 'above-redeemable' });
  });

  it('never goes past a redeemable balance with a fraction', () => {
    expect(parseRedemptionAmount('1.500', 1_500.7)).toEqual({ ok: true, amount: 1_500 });
    expect(parseRedemptionAmount('1.501', 1_500.7)).toEqual({ ok: false, error: 'above-redeemable' });
  });
});

describe('redemptionAmountError (the limits the server checks again)', () => {
  it.each([
    [MIN_REDEMPTION_AMOUNT, 20_000, undefined],
    [20_000, 20_000, undefined],
    [20_001, 20_000, 'above-redeemable'],
    [0, 20_000, 'below-minimum'],
    [-5, 20_000, 'below-minimum'],
    [1.5, 20_000, 'not-a-whole-number'],
    [Number.NaN, 20_000, 'not-a-whole-number'],
    [Number.POSITIVE_INFINITY, 20_000, 'not-a-whole-number'],
    [1, Number.NaN, 'above-redeemable'],
  ])('%d of %d -> %s', (amount, redeemable, error) => {
    expect(redemptionAmountError(amount, redeemable)).toBe(error);
  });
});
