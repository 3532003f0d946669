import { acceptsTypedAmount, amountErrorKey, amountValue, clampAmountOnBlur, isAmountValid, isBlockedAmountKey } from './amount';

describe('the expected yield field (spec §5)', () => {
  it.each([
    ['-', true],
    ['+', true],
    ['e', true],
    ['E', true],
    ['.', false],
    ['5', false],
    ['Backspace', false],
  ])('blocks the key %j: %s', (key, blocked) => {
    expect(isBlockedAmountKey(key)).toBe(blocked);
  });

  it.each([
    ['', true],
    ['0', true],
    ['8', true],
    ['8.', true],
    ['8.5', true],
    ['.5', true],
    ['15', true],
    ['15.0', true],
    ['15.1', false],
    ['16', false],
    ['-1', false],
    ['1e1', false],
    ['abc', false],
    ['8,5', false],
  ])('accepts the typed value %j: %s', (text, accepted) => {
    expect(acceptsTypedAmount(text)).toBe(accepted);
  });

  it.each([
    ['', ''],
    ['  ', ''],
    ['-3', '0'],
    ['-0.1', '0'],
    ['7.5', '7.5'],
    ['0', '0'],
    ['15', '15'],
    ['15.7', '15'],
    ['99', '15'],
    [' 4 ', '4'],
  ])('on blur turns %j into %j', (text, blurred) => {
    expect(clampAmountOnBlur(text)).toBe(blurred);
  });

  it.each([
    ['', false, null],
    ['0', true, 0],
    ['8', true, 8],
    ['14.9', true, 14.9],
    ['15', true, 15],
    ['15.1', false, null],
    ['-1', false, null],
    ['x', false, null],
  ])('%j is valid: %s (value %s)', (text, valid, value) => {
    expect(isAmountValid(text)).toBe(valid);
    expect(amountValue(text)).toBe(value);
  });

  it.each([
    ['', 'amount-required-error'],
    ['   ', 'amount-required-error'],
    ['8', null],
  ])('shows for %j the error %j', (text, key) => {
    expect(amountErrorKey(text)).toBe(key);
  });
});
