/** Positions in a list that wraps around (spec §5, §6: the player's and the gallery's previous/next). */

/** Any integer brought into 0..count-1; 0 for an empty list. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** The position `delta` steps from `index`: after the last comes the first, before the first the last. */
export const stepIndex = (index: number, delta: number, count: number) => wrapIndex(index + delta, count);
