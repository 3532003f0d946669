// @ts-check
// Content negotiation for the HTML the server compresses itself (html-csp-interceptor.mjs).
// Plain ESM JavaScript (typed by its JSDoc): server.mjs runs without a TypeScript step.

/** The codings we produce, in our order of preference when the client rates them equally. */
const CODINGS = /** @type {const} */ (['br', 'gzip', 'identity']);
/** A q-value (RFC 9110 §12.4.2): 0 to 1, at most three decimals. */
const QVALUE = /^\s*q\s*=\s*(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)\s*$/i;

/**
 * The content coding to send for this `Accept-Encoding` (RFC 9110 §12.5.3): the acceptable coding
 * with the highest q-value, `br` before `gzip` before `identity` on a tie. `*` stands for every
 * coding not listed; `identity` is acceptable unless refused (`identity;q=0`, or `*;q=0` without
 * an `identity` entry) and then only when nothing else is. With no header, or when nothing is
 * acceptable, the answer is `identity`: every client reads it (RFC 9110 lets a server disregard
 * the header rather than answer 406).
 * @param {string | undefined} header
 * @returns {'br' | 'gzip' | 'identity'}
 */
export function negotiateEncoding(header) {
  if (header === undefined) return 'identity';
  /** @type {Map<string, number>} */
  const quality = new Map();
  for (const entry of header.split(',')) {
    const [rawName = '', ...params] = entry.split(';');
    let name = rawName.trim().toLowerCase();
    if (!name) continue;
    if (name === 'x-gzip') name = 'gzip'; // RFC 9110 §8.4.1.3: an alias of gzip
    let q = 1;
    for (const param of params) {
      if (!/^\s*q\s*=/i.test(param)) continue; // other parameters do not matter here
      const match = QVALUE.exec(param);
      q = match ? Number(match[1]) : 0; // a malformed q-value: do not guess what the client meant
    }
    quality.set(name, Math.max(q, quality.get(name) ?? 0));
  }
  const any = quality.get('*');
  // Identity unlisted and not refused by `*`: acceptable, but after any listed coding.
  const implicitIdentity = any ?? Number.MIN_VALUE;
  let best = /** @type {'br' | 'gzip' | 'identity'} */ ('identity');
  let bestQ = 0;
  for (const coding of CODINGS) {
    const q = quality.get(coding) ?? (coding === 'identity' ? implicitIdentity : (any ?? 0));
    if (q > bestQ) [best, bestQ] = [coding, q];
  }
  return best;
}

/**
 * Adds `field` to the response's `Vary` unless it is there already (or `Vary: *`), keeping what
 * Next put there (rsc, next-router-state-tree...).
 * @param {import('node:http').ServerResponse} res
 * @param {string} field
 */
export function appendVary(res, field) {
  const current = res.getHeader('vary');
  const value = (Array.isArray(current) ? current.join(', ') : String(current ?? '')).trim();
  const names = value.split(',').map((name) => name.trim().toLowerCase());
  if (names.includes('*') || names.includes(field.toLowerCase())) return;
  res.setHeader('Vary', value ? `${value}, ${field}` : field);
}
