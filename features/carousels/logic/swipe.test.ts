import { DRAG_THRESHOLD_PX, isDrag, SWIPE_THRESHOLD_PX, swipeStep } from './swipe';

describe('swipeStep', () => {
  it('uses the spec thresholds', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
    expect(DRAG_THRESHOLD_PX).toBe(2);
  });

  it.each([
    [-50, 1],
    [-51, 1],
    [-300, 1],
    [50, -1],
    [51, -1],
    [300, -1],
    [-49, 0],
    [49, 0],
    [0, 0],
    [-49.9, 0],
  ])('a move of %s px steps %i', (dx, step) => {
    expect(swipeStep(dx)).toBe(step);
  });
});

describe('isDrag', () => {
  it.each([
    [0, false],
    [1, false],
    [2, false],
    [-2, false],
    [2.5, true],
    [3, true],
    [-3, true],
    [60, true],
  ])('a move of %s px is a drag: %s', (dx, drag) => {
    expect(isDrag(dx)).toBe(drag);
  });
});
