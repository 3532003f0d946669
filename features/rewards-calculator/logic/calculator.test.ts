import { describe, expect, it } from 'vitest';
import {
  acceleratorMessages,
  amountDigits,
  amountsMissing,
  bandFor,
  brandsBonus,
  calculate,
  categoryFactor,
  cornPoints,
  DIRECT_PURCHASE_BRACKETS,
  PRICE_TIERS,
  purchasePoints,
  reais,
  reaisText,
  resultStars,
  weightedAmount,
  yearsBonus,
  type CalculatorInput,
} from './calculator';

const BANDS = [0, 50_000, 100_000, 150_000];
/** Reais as an input's digits (centavos). */
const typed = (reaisAmount: number) => String(Math.round(reaisAmount * 100));

describe('amount inputs', () => {
  it.each([
    ['123456', '123456'],
    ['R$ 1.234,56', '123456'],
    ['12a3-4', '1234'],
    ['', ''],
    ['000123', '123'],
    ['0', '0'],
    ['1'.repeat(30), '1'.repeat(23)],
  ])('amountDigits(%j) keeps %j', (input, digits) => {
    expect(amountDigits(input)).toBe(digits);
  });

  it.each([
    ['', '0.00'],
    ['5', '0.05'],
    ['123456', '1234.56'],
    ['99999999999999999999999', '999999999999999999999.99'],
  ])('%j centavos are %s reais, exactly', (digits, text) => {
    expect(reaisText(digits)).toBe(text);
  });

  it('divides by 100', () => {
    expect(reais('123456')).toBe(1234.56);
  });

  it.each([
    ['', '', true],
    ['0', '', true],
    ['', '000', true],
    ['0', '0', true],
    ['1', '', false],
    ['', '1', false],
  ])('purchase %j and corn %j are missing: %s', (purchase, corn, missing) => {
    expect(amountsMissing(purchase, corn)).toBe(missing);
  });
});

describe('brackets', () => {
  it.each([
    // Partner: price tiers x0.25 to 500M, x0.5 to 1.5B, x0.75 to 3B, x1 above, divided by 100.
    [PRICE_TIERS, 0, 0],
    [PRICE_TIERS, 400_000_000, 100_000_000],
    [PRICE_TIERS, 500_000_000, 125_000_000],
    [PRICE_TIERS, 1_500_000_000, 625_000_000],
    [PRICE_TIERS, 3_000_000_000, 1_750_000_000],
    [PRICE_TIERS, 4_000_000_000, 2_750_000_000],
    // Direct: 0.25 to 5M, 0.50 to 15M, 0.75 to 30M, 1 above.
    [DIRECT_PURCHASE_BRACKETS, 4_000_000, 1_000_000],
    [DIRECT_PURCHASE_BRACKETS, 5_000_000, 1_250_000],
    [DIRECT_PURCHASE_BRACKETS, 15_000_000, 6_250_000],
    [DIRECT_PURCHASE_BRACKETS, 30_000_000, 17_500_000],
    [DIRECT_PURCHASE_BRACKETS, 40_000_000, 27_500_000],
  ])('weights %#', (brackets, amount, weighted) => {
    expect(weightedAmount(amount, brackets)).toBe(weighted);
  });

  it('never lowers the points when the amount grows past a bracket', () => {
    for (const edge of [5_000_000, 15_000_000, 30_000_000]) {
      expect(purchasePoints(edge + 1, 'direct')).toBeGreaterThan(purchasePoints(edge - 1, 'direct'));
    }
  });

  it.each([
    ['partner', 1_000_000, 2_500],
    ['direct', 1_000_000, 2_500],
    ['direct', 20_000_000, 100_000],
    ['partner', 20_000_000, 50_000],
  ] as const)('%s purchase of R$ %d earns %d impulsos', (channel, amount, points) => {
    expect(purchasePoints(amount, channel)).toBe(points);
  });
});

describe('corn', () => {
  it.each([
    [0, 0],
    [79_999.99, 0],
    [80_000, 200],
    [100_000, 250],
  ])('R$ %d of corn earns %d impulsos (nothing below 800)', (amount, points) => {
    expect(cornPoints(amount, 'partner')).toBeCloseTo(points, 6);
  });
});

describe('category and accelerators', () => {
  it.each([
    [1, 0.5],
    [2, 0.5],
    [3, 0.5],
    [4, 0.75],
    [5, 1],
  ] as const)('%d stars keep %d of the impulsos', (stars, factor) => {
    expect(categoryFactor(stars)).toBe(factor);
  });

  it.each([
    [0, 0],
    [1, 0],
    [2, 0.2],
    [3, 0.3],
  ])('%d years in the programme add %d', (years, bonus) => {
    expect(yearsBonus(years)).toBe(bonus);
  });

  it.each([
    [0, 0],
    [4, 0],
    [5, 0.2],
  ])('%d brands add %d', (brands, bonus) => {
    expect(brandsBonus(brands)).toBe(bonus);
  });

  it.each([
    [0, 0, { brandsMaximum: false, years: null }],
    [2, 4, { brandsMaximum: false, years: 2 }],
    [3, 5, { brandsMaximum: true, years: 3 }],
  ])('years %d and brands %d show %j', (years, brands, messages) => {
    expect(acceleratorMessages(years, brands)).toEqual(messages);
  });
});

describe('result stars and bands', () => {
  it.each([
    [0, 1],
    [14_999, 1],
    [15_000, 2],
    [49_999, 2],
    [50_000, 3],
    [200_000, 4],
    [549_999, 4],
    [550_000, 5],
    [5_000_000, 5],
  ])('%d impulsos show %d stars', (points, stars) => {
    expect(resultStars(points)).toBe(stars);
  });

  it.each([
    [0, 0],
    [49_999, 0],
    [50_000, 50_000],
    [100_000, 100_000],
    [149_999, 100_000],
    [150_000, 150_000],
    [2_000_000, 150_000],
  ])('%d impulsos reach the %d band', (points, band) => {
    expect(bandFor(points, BANDS)).toBe(band);
  });
});

describe('calculate', () => {
  const base: CalculatorInput = { channel: 'direct', stars: 4, purchaseDigits: '', cornDigits: '', years: 0, brands: 0 };

  it('calculates nothing without amounts', () => {
    expect(calculate(base, BANDS)).toEqual({ ok: false, error: 'amounts-required' });
    expect(calculate({ ...base, purchaseDigits: '0', cornDigits: '00' }, BANDS)).toEqual({ ok: false, error: 'amounts-required' });
  });

  it('holds the worked example of the README', () => {
    // Direct, 4 stars, R$ 20.000.000,00 of purchases, R$ 100.000,00 of corn, 2 years, 5 brands.
    const calculation = calculate({ ...base, purchaseDigits: typed(20_000_000), cornDigits: typed(100_000), years: 2, brands: 5 }, BANDS);
    expect(calculation).toEqual({
      ok: true,
      result: { purchasePoints: 100_000, cornPoints: 250, basePoints: 75_187, bonusRate: 0.4, bonusPoints: 30_074, totalPoints: 105_261, stars: 3, band: 100_000 },
    });
  });

  it('through a partner, with 5 stars and three years', () => {
    const calculation = calculate({ ...base, channel: 'partner', stars: 5, purchaseDigits: typed(600_000_000), years: 3 }, BANDS);
    // 500M x0.25 + 100M x0.5 = 175M -> 1,750,000; x1; +30%.
    expect(calculation.ok && calculation.result).toMatchObject({ basePoints: 1_750_000, bonusPoints: 525_000, totalPoints: 2_275_000, stars: 5, band: 150_000 });
  });

  it('takes corn alone', () => {
    const calculation = calculate({ ...base, stars: 1, cornDigits: typed(80_000) }, BANDS);
    expect(calculation.ok && calculation.result).toMatchObject({ purchasePoints: 0, cornPoints: 200, basePoints: 100, totalPoints: 100, stars: 1, band: 0 });
  });

  it('keeps accelerators within their ranges', () => {
    const calculation = calculate({ ...base, purchaseDigits: typed(1_000_000), years: 9, brands: 12 }, BANDS);
    expect(calculation.ok && calculation.result.bonusRate).toBe(0.5);
  });

  it('takes the largest amount an input holds without failing', () => {
    const calculation = calculate({ ...base, purchaseDigits: '9'.repeat(23) }, BANDS);
    expect(calculation.ok && Number.isFinite(calculation.result.totalPoints)).toBe(true);
  });
});
