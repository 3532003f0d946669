import { GALLERY_STEP, hasMore, initiallyShown, shownAfterMore } from './gallery-paging';

describe('the gallery, 8 then 8 more per click', () => {
  it('steps by 8', () => expect(GALLERY_STEP).toBe(8));

  it.each([
    [0, 0],
    [3, 3],
    [8, 8],
    [9, 8],
    [21, 8],
  ])('of %i courses shows %i at first', (total, shown) => {
    expect(initiallyShown(total)).toBe(shown);
  });

  it.each([
    [8, 21, 16, true],
    [16, 21, 21, false],
    [8, 9, 9, false],
    [8, 16, 16, false],
    [21, 21, 21, false],
  ])('after %i of %i, one click shows %i (more left: %s)', (shown, total, after, more) => {
    expect(shownAfterMore(shown, total)).toBe(after);
    expect(hasMore(after, total)).toBe(more);
  });

  it.each([
    [8, 8, false],
    [8, 9, true],
    [0, 0, false],
    [3, 3, false],
  ])('with %i of %i shown, has more: %s', (shown, total, more) => {
    expect(hasMore(shown, total)).toBe(more);
  });
});
