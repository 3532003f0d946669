/** One CPF check digit: the mod-11 remainder of the weighted digits, where 10 and 11 become 0. */
function checkDigit(digits: readonly number[]): number {
  const firstWeight = digits.length + 1;
  const sum = digits.reduce((total, digit, index) => total + digit * (firstWeight - index), 0);
  const remainder = (sum * 10) % 11;
  return remainder === 10 ? 0 : remainder;
}

/**
 * A CPF as people write it: 11 digits, bare or with the mask's own punctuation in its places
 * (000.000.000-00, each mark optional), with spaces around it at most. Anything else is not a CPF,
 * however many digits it hides: stripping letters would let 'abc52998224725' through.
 */
const cpfShape = /^\s*(\d{3})\.?(\d{3})\.?(\d{3})-?(\d{2})\s*$/;

/**
 * A Brazilian taxpayer number (CPF), masked ('529.982.247-25') or bare: 11 digits, not all the same
 * (000.000.000-00 and its kind pass the check-digit test but are never issued), both check digits right.
 */
export function cpfIsValid(value: string): boolean {
  const groups = cpfShape.exec(value);
  if (!groups) return false;
  const digits = [...groups.slice(1).join('')].map(Number);
  if (digits.every((digit) => digit === digits[0])) return false;
  return checkDigit(digits.slice(0, 9)) === digits[9] && checkDigit(digits.slice(0, 10)) === digits[10];
}
