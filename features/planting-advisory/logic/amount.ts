import { AMOUNT_MAX, AMOUNT_MIN } from '@/lib/planting-advisory/contract';

/**
 * The expected yield field's rules (discovery spec §5): the text as typed is the state, so an
 * empty field stays empty (and shows its error) instead of turning into 0.
 */

/** Keys the field ignores: a sign or an exponent would let a number outside 0-15 be typed. */
export const BLOCKED_AMOUNT_KEYS: readonly string[] = ['-', '+', 'e', 'E'];

export const isBlockedAmountKey = (key: string) => BLOCKED_AMOUNT_KEYS.includes(key);

/** A decimal number as a number input gives it ('8', '8.5', '.5', '8.', '-2'); null for anything else. */
function numberOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** Whether a typed value replaces the field's: only empty, or a number from 0 to 15. */
export function acceptsTypedAmount(text: string): boolean {
  if (text === '') return true;
  const value = numberOf(text);
  return value !== null && value >= AMOUNT_MIN && value <= AMOUNT_MAX;
}

/** On blur: below 0 becomes 0, above 15 becomes 15; empty stays empty (the error says why). */
export function clampAmountOnBlur(text: string): string {
  const value = numberOf(text);
  if (value === null) return text.trim() === '' ? '' : text;
  if (value < AMOUNT_MIN) return String(AMOUNT_MIN);
  if (value > AMOUNT_MAX) return String(AMOUNT_MAX);
  return text.trim();
}

/** Valid only if non-empty, numeric and at least 0 (and, as accepted, at most 15). */
export function isAmountValid(text: string): boolean {
  const value = numberOf(text);
  return value !== null && value >= AMOUNT_MIN && value <= AMOUNT_MAX;
}

/** The amount as a number, for a valid field; null otherwise. */
export const amountValue = (text: string): number | null => (isAmountValid(text) ? numberOf(text) : null);

/** The message key the field shows: the spec's 'amount-required-error' when empty. */
export const amountErrorKey = (text: string): 'amount-required-error' | null => (text.trim() === '' ? 'amount-required-error' : null);
