import { describe, expect, it } from 'vitest';
import { LAST_REACHABLE_PAGE, fromOfPage, pageCount, pageLinks, readSearchPageRequest } from './search-page';

describe('readSearchPageRequest', () => {
  it.each([
    [{ q: '  milho  ' }, { query: 'milho', page: 1 }],
    [{ q: '   ' }, { query: null, page: 1 }],
    [{}, { query: null, page: 1 }],
    [{ q: ['soja', 'milho'], page: ['3', '4'] }, { query: 'soja', page: 3 }],
    [{ q: 'soja', page: '0' }, { query: 'soja', page: 1 }],
    [{ q: 'soja', page: '-2' }, { query: 'soja', page: 1 }],
    [{ q: 'soja', page: '2.5' }, { query: 'soja', page: 1 }],
    [{ q: 'soja', page: 'abc' }, { query: 'soja', page: 1 }],
    [{ q: 'soja', page: '9999' }, { query: 'soja', page: LAST_REACHABLE_PAGE }],
  ])('%j -> %j', (params, expected) => {
    expect(readSearchPageRequest(params)).toEqual(expected);
  });

  it('cuts a query longer than the route accepts', () => {
    expect(readSearchPageRequest({ q: 'a'.repeat(500) }).query).toHaveLength(200);
  });
});

describe('paging', () => {
  it('starts page n at (n - 1) x 10', () => {
    expect([fromOfPage(1), fromOfPage(2), fromOfPage(7)]).toEqual([0, 10, 60]);
  });

  it.each([
    [{ page: 1, shown: 0, total: 0 }, 1],
    [{ page: 1, shown: 10, total: 10 }, 1],
    [{ page: 1, shown: 10, total: 11 }, 2],
    [{ page: 2, shown: 3, total: 23 }, 3],
    [{ page: 1, shown: 10, total: 100_000 }, LAST_REACHABLE_PAGE],
    // No total from the service: a full page promises one more.
    [{ page: 1, shown: 10, total: null }, 2],
    [{ page: 4, shown: 6, total: null }, 4],
  ])('%j has %i pages', (input, expected) => {
    expect(pageCount(input)).toBe(expected);
  });

  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, null, 10]],
    [5, 10, [1, 2, 3, 4, 5, 6, 7, null, 10]],
    [10, 10, [1, null, 8, 9, 10]],
    [4, 10, [1, 2, 3, 4, 5, 6, null, 10]],
  ])('page %i of %i shows %j', (current, count, expected) => {
    expect(pageLinks(current, count)).toEqual(expected);
  });
});
