// @ts-check
/** Pure statistics of `npm run bench`. */

/**
 * The p-th percentile (0-100) by linear interpolation between the closest ranks (the method of
 * numpy's default and of spreadsheets' PERCENTILE.INC), so the median of an even count is the mean
 * of the two middle values. Returns NaN for no values; refuses non-numbers, because a failed
 * measurement silently dropped would shift the result.
 * @param {readonly number[]} values
 * @param {number} p
 * @returns {number}
 */
export function percentile(values, p) {
  if (!(p >= 0 && p <= 100)) throw new RangeError(`percentile must be between 0 and 100, got ${p}`);
  if (values.some((value) => typeof value !== 'number' || !Number.isFinite(value))) {
    throw new TypeError(`percentile of non-finite values: ${values.join(', ')}`);
  }
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const lower = Math.floor(rank);
  const upper = Math.ceil(rank);
  const low = /** @type {number} */ (sorted[lower]);
  const high = /** @type {number} */ (sorted[upper]);
  return low + (high - low) * (rank - lower);
}

/**
 * @param {readonly number[]} values
 * @returns {number}
 */
export function median(values) {
  return percentile(values, 50);
}

/**
 * value / reference, or NaN when there is no usable reference (so a missing reference never
 * reads as a pass).
 * @param {number} value
 * @param {number} reference
 * @returns {number}
 */
export function ratio(value, reference) {
  if (!Number.isFinite(value) || !Number.isFinite(reference) || reference === 0) return NaN;
  return value / reference;
}
