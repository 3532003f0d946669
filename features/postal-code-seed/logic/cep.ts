/** Spec §5: a CEP is masked 00.000-000, at most 10 characters. */
export const CEP_MASK = '00.000-000';
export const CEP_MAX_LENGTH = CEP_MASK.length;
/** Spec §5: submit needs more than 9 characters, a whole masked CEP. */
export const CEP_MIN_SUBMIT_LENGTH = 10;
/** Spec §5: the lookup uses the first 5 digits. */
export const CEP_PREFIX_DIGITS = 5;

const CEP_DIGITS = 8;

/**
 * What the field shows for what was typed or pasted: its digits only (a pasted '01310-100',
 * '01310100' or '01.310-100' alike), at most 8, masked as 00.000-000 as far as they go.
 */
export function maskCep(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, CEP_DIGITS);
  if (digits.length <= 2) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 2)}.${digits.slice(2)}`;
  return `${digits.slice(0, 2)}.${digits.slice(2, 5)}-${digits.slice(5)}`;
}

/** Spec §5: a masked CEP may be submitted once it has more than 9 characters. */
export const canSubmitCep = (masked: string): boolean => masked.length > CEP_MIN_SUBMIT_LENGTH - 1;

/** Spec §5: the five digits the lookup sends. */
export const cepPrefix = (masked: string): string => masked.replace(/\D/g, '').slice(0, CEP_PREFIX_DIGITS);
