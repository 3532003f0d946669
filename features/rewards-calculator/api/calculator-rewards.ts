import type { InfiniteData, QueryClient } from '@tanstack/query-core';
import { apiJson } from '@/lib/api-client';
import { calculatorRewardsSchema, calculatorRewardsSearchParams, type CalculatorRewards, type CalculatorRewardsFilters } from '@/lib/loyalty/calculator-rewards';
import { CALCULATOR_PAGE_SIZE } from '@/lib/loyalty/points-bands';
import { asPagesOfEight, LISTING_DESKTOP_PAGE_SIZE } from '../logic/rewards-listing';

/**
 * `GET /api/calculator-rewards`: one page of the rewards a band of impulsos can redeem, filtered.
 * Public data, asked by the browser once a calculation picks the band, or by the rewards listing
 * (whose first page the server prefetches: ./prefetch-calculator-rewards.ts); the hook is
 * ./use-calculator-rewards.ts. A null or missing filter is left out of the address (spec §7).
 */
export const calculatorRewardsUrl = (filters: CalculatorRewardsFilters): string => `/api/calculator-rewards?${calculatorRewardsSearchParams(filters)}`;

export const fetchCalculatorRewards = (filters: CalculatorRewardsFilters, signal?: AbortSignal): Promise<CalculatorRewards> =>
  apiJson(calculatorRewardsUrl(filters), calculatorRewardsSchema, { signal });

type Search = Omit<CalculatorRewardsFilters, 'page'>;

/** Every page of one filter set, as TanStack Query's infinite query pages them ('load more'). */
export const calculatorRewardsQueryOptions = (filters: Search) => ({
  queryKey: ['calculator-rewards', filters] as const,
  queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) => fetchCalculatorRewards({ ...filters, page: pageParam }, signal),
  initialPageParam: 1,
  getNextPageParam: (last: CalculatorRewards) => last.nextPage ?? undefined,
  // The catalogue changes rarely (the route caches it about an hour).
  staleTime: 10 * 60_000,
  // A first page the server could not read stays the listing's empty state (spec §8) rather than a spinner on mount.
  retryOnMount: false,
});

/**
 * For a search of 8 a page: the same search's pages of 16 already in the cache (the server's first
 * page of the listing), as pages of 8, with when they were read; nothing otherwise.
 */
export function pagesOfEightFromSixteen(queryClient: QueryClient, filters: Search): { data: InfiniteData<CalculatorRewards, number>; updatedAt: number } | undefined {
  if ((filters.items_per_page ?? CALCULATOR_PAGE_SIZE) !== CALCULATOR_PAGE_SIZE) return undefined;
  const key = calculatorRewardsQueryOptions({ ...filters, items_per_page: LISTING_DESKTOP_PAGE_SIZE }).queryKey;
  const sixteens = queryClient.getQueryData<InfiniteData<CalculatorRewards, number>>(key);
  return sixteens && { data: asPagesOfEight(sixteens), updatedAt: queryClient.getQueryState(key)?.dataUpdatedAt ?? 0 };
}

/** A search shown again starts at its first page (spec: a filter change goes back to page 1); the pages after it are asked again. */
export function keepFirstPageOnly(queryClient: QueryClient, filters: Search): void {
  queryClient.setQueryData<InfiniteData<CalculatorRewards, number>>(calculatorRewardsQueryOptions(filters).queryKey, (data) =>
    data && data.pages.length > 1 ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
  );
}
