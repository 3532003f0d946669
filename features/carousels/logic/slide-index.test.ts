import { stepIndex, wrapIndex } from './slide-index';

describe('stepIndex', () => {
  it.each([
    [0, 1, 3, 1],
    [1, 1, 3, 2],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [2, -1, 3, 1],
    [1, -1, 3, 0],
    [0, 1, 1, 0],
    [0, -1, 1, 0],
    [1, 5, 3, 0],
    [0, -4, 3, 2],
  ])('from %i by %i of %i slides goes to %i', (index, delta, count, expected) => {
    expect(stepIndex(index, delta, count)).toBe(expected);
  });
});

describe('wrapIndex', () => {
  it('keeps an index inside the carousel when the slide count shrinks', () => {
    expect(wrapIndex(2, 2)).toBe(0);
    expect(wrapIndex(4, 3)).toBe(1);
    expect(wrapIndex(1, 3)).toBe(1);
  });

  it('gives 0 for an empty carousel instead of NaN', () => {
    expect(wrapIndex(3, 0)).toBe(0);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});
