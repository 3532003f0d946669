import { describe, expect, it } from 'vitest';
import { calculatorReducer, editedDigits, initialCalculatorState, type CalculatorState } from './calculator-state';

const BANDS = [0, 50_000, 100_000, 150_000];
const filled: CalculatorState = {
  ...initialCalculatorState,
  stars: 4,
  purchaseDigits: '2000000000',
  cornDigits: '10000000',
  years: 2,
  brands: 5,
};

describe('editedDigits', () => {
  it.each([
    ['', '1', '', '1'],
    ['1', 'R$ 0,012', 'R$ 0,01', '12'],
    ['123', 'R$ 1,2', 'R$ 1,23', '12'],
    // Backspace on the comma: no digit went, so the last one does.
    ['123', 'R$ 123', 'R$ 1,23', '12'],
    ['5', 'abc', 'R$ 0,05', ''],
    ['1'.repeat(23), `${'1'.repeat(23)}9`, '…', '1'.repeat(23)],
  ])('%j edited to %j (was %j) keeps %j', (digits, typed, previous, kept) => {
    expect(editedDigits(digits, typed, previous)).toBe(kept);
  });
});

describe('calculatorReducer', () => {
  it('starts with a partner channel, 1 star and empty amounts', () => {
    expect(initialCalculatorState).toMatchObject({ channel: 'partner', stars: 1, purchaseDigits: '', cornDigits: '', result: null });
  });

  it('clears everything when the channel changes', () => {
    const calculated = calculatorReducer(filled, { type: 'calculate', bands: BANDS });
    const next = calculatorReducer(calculated, { type: 'channel', channel: 'direct' });
    expect(next).toEqual({ ...initialCalculatorState, channel: 'direct', clearedByChannel: true });
  });

  it('keeps everything when the same channel is chosen again', () => {
    expect(calculatorReducer(filled, { type: 'channel', channel: 'partner' })).toBe(filled);
  });

  it('marks both amounts and calculates nothing when both are empty or zero', () => {
    const next = calculatorReducer({ ...filled, purchaseDigits: '0', cornDigits: '' }, { type: 'calculate', bands: BANDS });
    expect(next.amountsInvalid).toBe(true);
    expect(next.result).toBeNull();
  });

  it('unmarks the amounts as soon as one is typed', () => {
    const marked = calculatorReducer({ ...initialCalculatorState }, { type: 'calculate', bands: BANDS });
    expect(calculatorReducer(marked, { type: 'corn', typed: '5', previousText: '' })).toMatchObject({ amountsInvalid: false, cornDigits: '5' });
  });

  it('calculates the result', () => {
    const next = calculatorReducer(filled, { type: 'calculate', bands: BANDS });
    // Partner, 4 stars: R$ 20M x0.25 = 50,000 + corn R$ 100k = 250 -> x0.75 = 37,687; +40% = 15,074.
    expect(next.result).toMatchObject({ basePoints: 37_687, bonusPoints: 15_074, totalPoints: 52_761, stars: 3, band: 50_000 });
  });

  it('clear resets the inputs, the stars and the result but keeps the channel', () => {
    const calculated = calculatorReducer({ ...filled, channel: 'direct' }, { type: 'calculate', bands: BANDS });
    expect(calculatorReducer(calculated, { type: 'clear' })).toEqual({ ...initialCalculatorState, channel: 'direct' });
  });
});

describe('adopting what was entered before the code loaded', () => {
  it('takes valid choices and the amounts’ digits', () => {
    const next = calculatorReducer(initialCalculatorState, {
      type: 'adopt',
      entered: { channel: 'direct', partnerKind: 'reseller', stars: '4', purchase: '8000000000a', corn: 'R$ 1.000,00', years: '3', brands: '5' },
    });
    expect(next).toMatchObject({ channel: 'direct', partnerKind: 'reseller', stars: 4, purchaseDigits: '8000000000', cornDigits: '100000', years: 3, brands: 5 });
  });

  it('keeps its own state for anything unknown or missing', () => {
    const next = calculatorReducer(initialCalculatorState, { type: 'adopt', entered: { channel: 'barter', stars: '9', years: '-1' } });
    expect(next).toEqual(initialCalculatorState);
  });
});
