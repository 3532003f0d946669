/** Slide positions of a carousel that wraps around: after the last comes the first, before the first the last. */

/** Any integer brought into 0..count-1 (also after the slide count shrinks). 0 for an empty carousel. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** The slide `delta` steps away from `index`, wrapping at both ends. */
export function stepIndex(index: number, delta: number, count: number): number {
  return wrapIndex(index + delta, count);
}
