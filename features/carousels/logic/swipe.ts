/** Spec constants: a horizontal move of 50 px changes slide; one above 2 px is a drag, not a click. */
export const SWIPE_THRESHOLD_PX = 50;
export const DRAG_THRESHOLD_PX = 2;

/** A pointer that moved more than 2 px sideways was dragged: the click that ends it must not follow a link. */
export function isDrag(dx: number): boolean {
  return Math.abs(dx) > DRAG_THRESHOLD_PX;
}

/**
 * The slide step a finished gesture asks for: swiping left (content follows the finger) shows the
 * next slide, swiping right the previous one; shorter moves change nothing.
 */
export function swipeStep(dx: number): -1 | 0 | 1 {
  if (dx <= -SWIPE_THRESHOLD_PX) return 1;
  if (dx >= SWIPE_THRESHOLD_PX) return -1;
  return 0;
}
