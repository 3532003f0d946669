import type { CalculatorRewards } from '@/lib/loyalty/calculator-rewards';
import { asPagesOfEight, bandLabelParts, enteredChoices, LISTING_DESKTOP_MEDIA, listingPageSize, listingSearch, noRewardFilters } from './rewards-listing';

const items = (from: number, count: number) => Array.from({ length: count }, (_, index) => ({ id: `r-${from + index}`, name: `R ${from + index}`, url: null, imageUrl: null, points: from + index }));
const sixteens = (...pages: CalculatorRewards[]) => ({ pages, pageParams: pages.map((page) => page.page) });

describe('the listing page size', () => {
  it.each([
    [320, 8],
    [899, 8],
    [900, 16],
    [1440, 16],
  ])('at %i px is %i', (width, size) => {
    expect(listingPageSize(width)).toBe(size);
  });

  it("watches the theme's md breakpoint", () => {
    expect(LISTING_DESKTOP_MEDIA).toBe('(min-width: 900px)');
  });
});

describe('the band labels', () => {
  it.each([
    [0, 'upTo', 0, 50_000],
    [50_000, 'between', 50_000, 100_000],
    [100_000, 'between', 100_000, 150_000],
    [150_000, 'over', 150_000, 999_999],
  ] as const)('%i reads as %s', (band, key, min, max) => {
    expect(bandLabelParts(band)).toEqual({ key, min, max });
  });
});

describe('the listing search', () => {
  it('names every filter, null for all, so the server and the browser share the key', () => {
    expect(listingSearch('product', 50_000, { ...noRewardFilters, service_crop: 'soy' }, 16)).toEqual({
      item_type: 'product',
      min_points: 50_000,
      service_crop: 'soy',
      service_journey: null,
      service_category: null,
      items_per_page: 16,
    });
  });
});

describe('pages of 16 as pages of 8', () => {
  it('splits a full page with a next page in two, the second leading to page 3', () => {
    expect(asPagesOfEight(sixteens({ items: items(0, 16), page: 1, nextPage: 2 }))).toEqual({
      pages: [
        { items: items(0, 8), page: 1, nextPage: 2 },
        { items: items(8, 8), page: 2, nextPage: 3 },
      ],
      pageParams: [1, 2],
    });
  });

  it('ends where the 16 ended', () => {
    expect(asPagesOfEight(sixteens({ items: items(0, 14), page: 1, nextPage: null })).pages).toEqual([
      { items: items(0, 8), page: 1, nextPage: 2 },
      { items: items(8, 6), page: 2, nextPage: null },
    ]);
    expect(asPagesOfEight(sixteens({ items: items(0, 5), page: 1, nextPage: null })).pages).toEqual([{ items: items(0, 5), page: 1, nextPage: null }]);
    expect(asPagesOfEight(sixteens({ items: [], page: 1, nextPage: null })).pages).toEqual([{ items: [], page: 1, nextPage: null }]);
  });

  it('numbers later pages of 16 as pages 2n-1 and 2n of 8', () => {
    const split = asPagesOfEight(sixteens({ items: items(0, 16), page: 1, nextPage: 2 }, { items: items(16, 9), page: 2, nextPage: null }));
    expect(split.pageParams).toEqual([1, 2, 3, 4]);
    expect(split.pages.map((page) => [page.items.length, page.nextPage])).toEqual([
      [8, 2],
      [8, 3],
      [8, 4],
      [1, null],
    ]);
  });
});

describe('what was chosen before the code loaded', () => {
  it('takes a band and filters of the vocabularies', () => {
    expect(enteredChoices({ band: '100000', crop: 'coffee', journey: 'harvest', category: 'agro-software' }, 0)).toEqual({
      band: 100_000,
      filters: { service_crop: 'coffee', service_journey: 'harvest', service_category: 'agro-software' },
    });
  });

  it('keeps the band it had and drops anything else', () => {
    expect(enteredChoices({ band: '25000', crop: 'wheat', journey: '' }, 50_000)).toEqual({ band: 50_000, filters: noRewardFilters });
    expect(enteredChoices({}, 150_000)).toEqual({ band: 150_000, filters: noRewardFilters });
  });
});
