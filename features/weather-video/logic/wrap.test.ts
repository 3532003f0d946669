import { stepIndex, wrapIndex } from './wrap';

describe('wrap-around positions', () => {
  it.each([
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [1, -1, 3, 0],
    [0, 1, 1, 0],
    [0, -1, 1, 0],
    [0, 1, 0, 0],
    [9, 1, 10, 0],
  ])('from %i by %i in %i -> %i', (index, delta, count, expected) => expect(stepIndex(index, delta, count)).toBe(expected));

  it.each([
    [5, 3, 2],
    [-4, 3, 2],
    [7, 0, 0],
  ])('wraps %i into %i items as %i (also after the list shrinks)', (index, count, expected) => expect(wrapIndex(index, count)).toBe(expected));
});
