import { pageCount, pageNumbers } from './paging';

describe('pageCount', () => {
  it('is 9 a page, and no further than a search may start (1000)', () => {
    expect([0, 1, 9, 10, 30].map(pageCount)).toEqual([0, 1, 1, 2, 4]);
    expect(pageCount(5000)).toBe(112);
  });
});

describe('pageNumbers', () => {
  it('lists every page up to 7', () => {
    expect(pageNumbers(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageNumbers(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last and the neighbours of the current page, with gaps', () => {
    expect(pageNumbers(1, 20)).toEqual([1, 2, null, 20]);
    expect(pageNumbers(10, 20)).toEqual([1, null, 9, 10, 11, null, 20]);
    expect(pageNumbers(3, 20)).toEqual([1, 2, 3, 4, null, 20]);
    expect(pageNumbers(20, 20)).toEqual([1, null, 19, 20]);
  });
});
