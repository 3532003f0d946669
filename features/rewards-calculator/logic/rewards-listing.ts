import type { InfiniteData } from '@tanstack/query-core';
import type { CalculatorRewards, CalculatorRewardsFilters } from '@/lib/loyalty/calculator-rewards';
import {
  CALCULATOR_PAGE_SIZE,
  maxPointsFor,
  pointsBandIsValid,
  pointsBands,
  rewardCategories,
  rewardCrops,
  rewardJourneys,
  type PointsBand,
  type RewardCategory,
  type RewardCrop,
  type RewardItemType,
  type RewardJourney,
  type RewardsPageSize,
} from '@/lib/loyalty/points-bands';

/** The dropdowns' choices (spec §7's service_crop, service_journey, service_category); null is "all". */
export interface RewardFilters {
  service_crop: RewardCrop | null;
  service_journey: RewardJourney | null;
  service_category: RewardCategory | null;
}

export const noRewardFilters: RewardFilters = { service_crop: null, service_journey: null, service_category: null };

/** The theme's md breakpoint: from here on the listing is "desktop" (spec §9: 16 a page, 8 below). */
export const LISTING_DESKTOP_MIN_WIDTH = 900;
export const LISTING_DESKTOP_MEDIA = `(min-width: ${LISTING_DESKTOP_MIN_WIDTH}px)`;
export const LISTING_DESKTOP_PAGE_SIZE = 16 satisfies RewardsPageSize;

export const listingPageSize = (viewportWidth: number): RewardsPageSize => (viewportWidth >= LISTING_DESKTOP_MIN_WIDTH ? LISTING_DESKTOP_PAGE_SIZE : CALCULATOR_PAGE_SIZE);

/**
 * The listing's search, every field present (null for "all"), so the server's prefetch and the
 * browser's query have the same key.
 */
export const listingSearch = (itemType: RewardItemType, band: PointsBand, filters: RewardFilters, itemsPerPage: RewardsPageSize): Omit<CalculatorRewardsFilters, 'page'> => ({
  item_type: itemType,
  min_points: band,
  ...filters,
  items_per_page: itemsPerPage,
});

/** How a band reads: 'até 50.000', '50.000 a 100.000', 'acima de 150.000' (the messages' `bands.*`, with the figures formatted). */
export function bandLabelParts(band: PointsBand): { key: 'upTo' | 'between' | 'over'; min: number; max: number } {
  const max = maxPointsFor(band);
  if (band === pointsBands[0]) return { key: 'upTo', min: band, max };
  if (band === pointsBands.at(-1)) return { key: 'over', min: band, max };
  return { key: 'between', min: band, max };
}

/**
 * Pages of 16 as pages of 8 (the route sorts the same way whatever the size, so page n of 16 is
 * pages 2n-1 and 2n of 8): what the server rendered at 16 stays on a phone's screen when its
 * listing goes on at 8, and 'load more' asks for the page after.
 */
export function asPagesOfEight(sixteens: InfiniteData<CalculatorRewards, number>): InfiniteData<CalculatorRewards, number> {
  const pages = sixteens.pages.flatMap(({ items, page, nextPage }) => {
    const first = 2 * page - 1;
    const head = items.slice(0, CALCULATOR_PAGE_SIZE);
    const tail = items.slice(CALCULATOR_PAGE_SIZE);
    if (tail.length === 0) return [{ items: head, page: first, nextPage: nextPage === null ? null : first + 1 }];
    return [
      { items: head, page: first, nextPage: first + 1 },
      { items: tail, page: first + 1, nextPage: nextPage === null ? null : first + 2 },
    ];
  });
  return { pages, pageParams: pages.map((page) => page.page) };
}

const oneOf = <Value extends string>(options: readonly Value[], value: string | undefined): Value | null => (options as readonly string[]).includes(value ?? '') ? (value as Value) : null;

/**
 * The band and filters a visitor chose in the server's markup before the listing's code loaded
 * (read from the controls as it mounts), each checked against its vocabulary; a band that is not
 * one keeps `band`.
 */
export function enteredChoices(entered: { band?: string; crop?: string; journey?: string; category?: string }, band: PointsBand): { band: PointsBand; filters: RewardFilters } {
  const chosenBand = Number(entered.band);
  return {
    band: entered.band && pointsBandIsValid(chosenBand) ? chosenBand : band,
    filters: {
      service_crop: oneOf(rewardCrops, entered.crop),
      service_journey: oneOf(rewardJourneys, entered.journey),
      service_category: oneOf(rewardCategories, entered.category),
    },
  };
}
