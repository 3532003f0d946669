import { apiJson } from '@/lib/api-client';
import { calculatorRewardsSchema, calculatorRewardsSearchParams, type CalculatorRewards, type CalculatorRewardsFilters } from '@/lib/loyalty/calculator-rewards';

/**
 * `GET /api/calculator-rewards`: one page of the rewards a band of impulsos can redeem, filtered.
 * Public data, asked by the browser once a calculation picks the band; the hook is
 * ./use-calculator-rewards.ts. A null or missing filter is left out of the address (spec §7).
 */
export const calculatorRewardsUrl = (filters: CalculatorRewardsFilters): string => `/api/calculator-rewards?${calculatorRewardsSearchParams(filters)}`;

export const fetchCalculatorRewards = (filters: CalculatorRewardsFilters, signal?: AbortSignal): Promise<CalculatorRewards> =>
  apiJson(calculatorRewardsUrl(filters), calculatorRewardsSchema, { signal });

/** Every page of one filter set, as TanStack Query's infinite query pages them ('load more'). */
export const calculatorRewardsQueryOptions = (filters: Omit<CalculatorRewardsFilters, 'page'>) => ({
  queryKey: ['calculator-rewards', filters] as const,
  queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) => fetchCalculatorRewards({ ...filters, page: pageParam }, signal),
  initialPageParam: 1,
  getNextPageParam: (last: CalculatorRewards) => last.nextPage ?? undefined,
  // The catalogue changes rarely (the route caches it about an hour).
  staleTime: 10 * 60_000,
});
