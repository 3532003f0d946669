/** Positions in the image gallery, which does not wrap: back stops at the first image, forward at the last (spec). */

/** The image `delta` steps away from `index`, kept between the first and the last. */
export function stepWithin(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, index + delta));
}

export interface ScrollView {
  /** The item's start and size along the strip, in the strip's scroll coordinates. */
  itemStart: number;
  itemSize: number;
  /** How far the strip is scrolled, and how much of it shows. */
  scrollStart: number;
  viewSize: number;
}

/**
 * The scroll position that brings an item of a scrolling strip fully into view with the least
 * movement, or null when it already shows. An item wider than the view is aligned to its start.
 */
export function scrollToReveal({ itemStart, itemSize, scrollStart, viewSize }: ScrollView): number | null {
  const itemEnd = itemStart + itemSize;
  if (itemStart < scrollStart || itemSize > viewSize) return itemStart === scrollStart ? null : itemStart;
  if (itemEnd > scrollStart + viewSize) return itemEnd - viewSize;
  return null;
}
