import {
  clampPage,
  CONTENT_CARD_PAGE_SIZES,
  contentListSearch,
  contentPageCount,
  inCategory,
  pageKeepingFirstCard,
  pageSlice,
  parseCategoryParam,
  parsePageParam,
  viewportClassForWidth,
} from './content-card-paging';

const cards = Array.from({ length: 30 }, (_, index) => index);

describe('page size by viewport (spec §9)', () => {
  it.each([
    [320, 'mobile', 6],
    [599, 'mobile', 6],
    [600, 'tablet', 8],
    [899, 'tablet', 8],
    [900, 'tablet', 8],
    [1199, 'tablet', 8],
    [1200, 'desktop', 12],
    [1920, 'desktop', 12],
  ] as const)('%i px is %s: %i a page', (width, viewport, size) => {
    expect(viewportClassForWidth(width)).toBe(viewport);
    expect(CONTENT_CARD_PAGE_SIZES[viewportClassForWidth(width)]).toBe(size);
  });
});

describe('pages', () => {
  it('counts whole and partial pages, and one page for no cards', () => {
    expect(contentPageCount(30, 6)).toBe(5);
    expect(contentPageCount(30, 8)).toBe(4);
    expect(contentPageCount(30, 12)).toBe(3);
    expect(contentPageCount(12, 12)).toBe(1);
    expect(contentPageCount(13, 12)).toBe(2);
    expect(contentPageCount(0, 12)).toBe(1);
  });

  it('clamps a page into the pages there are', () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(-4, 3)).toBe(1);
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage(5, 0)).toBe(1);
  });

  it('slices a page, the last one short, a page past the last as the last', () => {
    expect(pageSlice(cards, 1, 12)).toEqual(cards.slice(0, 12));
    expect(pageSlice(cards, 2, 12)).toEqual(cards.slice(12, 24));
    expect(pageSlice(cards, 3, 12)).toEqual(cards.slice(24, 30));
    expect(pageSlice(cards, 7, 12)).toEqual(cards.slice(24, 30));
    expect(pageSlice(cards, 5, 6)).toEqual(cards.slice(24, 30));
    expect(pageSlice([], 1, 6)).toEqual([]);
  });
});

describe('pageKeepingFirstCard: the viewport changes class', () => {
  it.each([
    // From desktop page 2 (cards 12-23) to a phone: card 12 is on page 3 (12-17).
    [2, 12, 6, 3],
    // From a phone's page 4 (cards 18-23) to a desktop: card 18 is on page 2 (12-23), not the last page.
    [4, 6, 12, 2],
    // From a tablet's page 2 (cards 8-15) to a phone: card 8 is on page 2 (6-11).
    [2, 8, 6, 2],
    // From a phone's page 5 (cards 24-29) to a tablet: card 24 is on page 4 (24-29).
    [5, 6, 8, 4],
    // Page 1 stays page 1.
    [1, 12, 6, 1],
    [1, 6, 12, 1],
  ])('page %i of %i to %i a page: page %i', (page, from, to, expected) => {
    const target = pageKeepingFirstCard(page, from, to, cards.length);
    expect(target).toBe(expected);
    expect(pageSlice(cards, target, to)).toContain(pageSlice(cards, page, from)[0]);
  });

  it('keeps the first card of the last page when the page asked for was past it', () => {
    // Page 9 at 12 a page is page 3 (cards 24-29): on a phone, page 5.
    expect(pageKeepingFirstCard(9, 12, 6, 30)).toBe(5);
    expect(pageKeepingFirstCard(3, 12, 6, 0)).toBe(1);
  });
});

describe('the address', () => {
  it.each([
    ['1', 1],
    ['2', 2],
    ['12', 12],
  ])('page %s reads as %i', (value, page) => expect(parsePageParam(value)).toBe(page));

  it.each(['', '0', '-1', '02', '2.0', '2abc', 'abc', ' 2', '1e3', '9999999'])('page %j reads as the default', (value) => {
    expect(parsePageParam(value)).toBeNull();
  });

  it('reads a known category and nothing else', () => {
    expect(parseCategoryParam('news')).toBe('news');
    expect(parseCategoryParam('article')).toBe('article');
    expect(parseCategoryParam('NEWS')).toBeNull();
    expect(parseCategoryParam('blog')).toBeNull();
    expect(parseCategoryParam('')).toBeNull();
  });

  it('writes defaults out, the category before the page', () => {
    expect(contentListSearch(1, null)).toBe('');
    expect(contentListSearch(2, null)).toBe('?page=2');
    expect(contentListSearch(1, 'news')).toBe('?category=news');
    expect(contentListSearch(3, 'article')).toBe('?category=article&page=3');
  });
});

describe('inCategory', () => {
  const items = [
    { id: 1, card: { category: 'news' as const } },
    { id: 2, card: { category: 'article' as const } },
    { id: 3, card: { category: 'news' as const } },
  ];
  it('keeps one category, or all of them', () => {
    expect(inCategory(items, 'news').map((item) => item.id)).toEqual([1, 3]);
    expect(inCategory(items, null)).toBe(items);
  });
});
