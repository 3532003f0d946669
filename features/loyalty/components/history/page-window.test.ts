import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it.each<[number, number, ReturnType<typeof pageWindow>]>([
    [1, 0, []],
    [1, 1, []],
    [1, 2, [1, 2]],
    [2, 3, [1, 2, 3]],
    [1, 8, [1, 2, 'gap', 8]],
    [3, 8, [1, 2, 3, 4, 'gap', 8]],
    [4, 8, [1, 2, 3, 4, 5, 'gap', 8]],
    [5, 8, [1, 'gap', 4, 5, 6, 7, 8]],
    [8, 8, [1, 'gap', 7, 8]],
    [50, 100, [1, 'gap', 49, 50, 51, 'gap', 100]],
  ])('page %d of %d shows %j', (current, total, expected) => {
    expect(pageWindow(current, total)).toEqual(expected);
  });

  it('keeps a page past the last out of the list', () => {
    expect(pageWindow(12, 8)).toEqual([1, 'gap', 8]);
  });
});
