/**
 * Shape rules of the country-specific fields (spec section 5). Each takes what the visitor typed,
 * masked or not; an empty value is the required rule's business, not theirs.
 */

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** 1111111111 and the like fit every shape but are what people type to get past a form. */
const allSame = (digits: string) => /^(\d)\1*$/.test(digits);

/**
 * The browser's own address pattern (WHATWG), narrowed to a dotted domain that ends in a top-level
 * domain of two letters or more.
 */
const emailPattern = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,}$/;

/** Digits with an optional sign and decimal point: what "numbers only" means to a visitor (no 1e3, no 0x1F). */
export function numberIsValid(value: string): boolean {
  return /^[+-]?(?:\d+\.?\d*|\.\d+)$/.test(value);
}

/** The WHATWG pattern lets consecutive dots through in the local part; the provider refuses them. */
export function emailIsValid(value: string): boolean {
  return emailPattern.test(value) && !value.includes('..');
}

/** (DD)NNNNNNNNN: a two-digit area code and a nine-digit mobile number, punctuation optional. */
export function brazilMobileIsValid(value: string): boolean {
  return /^\(?\d{2}\)?\s?\d{5}-?\d{4}$/.test(value) && !allSame(digitsOf(value));
}

/** The spec's Argentine mobile: up to 15 digits in all. */
const ARGENTINA_MOBILE_MAX_DIGITS = 15;

/**
 * Digit groups separated by one space or hyphen ('11 2345-6789', '0351 15-123-4567'), up to 15
 * digits in all, not all the same. The spec sets no minimum: with or without the trunk 0, the 9 of
 * mobiles and the 15 prefix, area codes of 2 to 4 digits, Argentine numbers vary in length.
 */
export function argentinaMobileIsValid(value: string): boolean {
  if (!/^\d+(?:[ -]\d+)*$/.test(value)) return false;
  const digits = digitsOf(value);
  return digits.length <= ARGENTINA_MOBILE_MAX_DIGITS && !allSame(digits);
}

/** Which US message a phone number earns: 'length' unless it has 10 digits, 'invalid' if all are the same. */
export function usPhoneProblem(value: string): 'length' | 'invalid' | null {
  const digits = digitsOf(value);
  if (digits.length !== 10) return 'length';
  return allSame(digits) ? 'invalid' : null;
}

/** 11 digits: the country code 1, then a 10-digit number whose digits are not all the same. */
export function usPhoneWithCountryCodeIsValid(value: string): boolean {
  const digits = digitsOf(value);
  return digits.length === 11 && digits.startsWith('1') && !allSame(digits.slice(1));
}

/** Which US message a ZIP Code earns: 'length' unless it has 5 digits, 'invalid' for anything else in it or 00000. */
export function usZipProblem(value: string): 'length' | 'invalid' | null {
  if (digitsOf(value).length !== 5) return 'length';
  return /^\d{5}$/.test(value) && value !== '00000' ? null : 'invalid';
}

/** The classic four-digit Argentine código postal. */
export function argentinaPostalIsValid(value: string): boolean {
  return /^\d{4}$/.test(value);
}
