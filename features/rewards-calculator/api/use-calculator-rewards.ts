import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { CalculatorRewardsFilters } from '@/lib/loyalty/calculator-rewards';
import { calculatorRewardsQueryOptions, pagesOfEightFromSixteen } from './calculator-rewards';

/**
 * The rewards of a band and filters in the browser, page by page. A search of 8 a page starts from
 * the same search's pages of 16 when the cache has them (a phone's listing, rendered at 16 by the server).
 */
export function useCalculatorRewards(filters: Omit<CalculatorRewardsFilters, 'page'>) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    ...calculatorRewardsQueryOptions(filters),
    initialData: () => pagesOfEightFromSixteen(queryClient, filters)?.data,
    initialDataUpdatedAt: () => pagesOfEightFromSixteen(queryClient, filters)?.updatedAt,
  });
}
