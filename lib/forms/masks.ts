/**
 * How an input reformats what is typed: a pattern ('0' or '9' a digit, 'a' a letter, '*' either,
 * anything else a literal), or digits only, at most so many (postal codes).
 */
export type InputMask = { pattern: string } | { maxDigits: number };

const tokenTests: Record<string, RegExp> = {
  '0': /\d/,
  '9': /\d/,
  a: /\p{L}/u,
  '*': /[\p{L}\d]/u,
};

/**
 * The masked form of `raw`, applied on every change of the input. Literals are only written ahead of
 * more input, so deleting back over '(11)' leaves '(11' instead of putting the ')' straight back.
 */
export function applyMask(mask: InputMask, raw: string): string {
  if (!('pattern' in mask)) return raw.replace(/\D/g, '').slice(0, mask.maxDigits);

  const input = [...raw];
  let next = 0;
  let masked = '';
  // The length of `masked` up to its last character that came from the input.
  let kept = 0;
  for (const slot of mask.pattern) {
    const test = tokenTests[slot];
    if (test) {
      while (next < input.length && !test.test(input[next]!)) next += 1;
      if (next >= input.length) break;
      masked += input[next];
      next += 1;
      kept = masked.length;
    } else {
      if (next >= input.length) break;
      masked += slot;
      // The visitor typed the literal itself (or the value is already masked): it is used, not skipped.
      if (input[next] === slot) {
        next += 1;
        kept = masked.length;
      }
    }
  }
  return masked.slice(0, kept);
}

/**
 * The provider's FieldMask as an input mask. Its tokens '9', 'a' and '*' mean the same in ours, so the
 * text is the pattern as it is; a literal '0' (which no provider mask in use contains) would become a digit.
 */
export function providerMask(mask?: string): InputMask | undefined {
  return mask ? { pattern: mask } : undefined;
}
