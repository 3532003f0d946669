import 'server-only';
import type { QueryClient } from '@tanstack/query-core';
import type { CalculatorRewardsFilters } from '@/lib/loyalty/calculator-rewards';
import { loyalty } from '@/lib/upstreams/loyalty/client';
import { calculatorRewardsQueryOptions } from './calculator-rewards';

/**
 * The first page of a search, read on the server with the options the browser's hook uses, so the
 * rewards listing renders with its rewards (or its empty state) and no spinner. The catalogue is
 * the same for everyone: it may go into a cached page.
 */
export function prefetchCalculatorRewards(queryClient: QueryClient, filters: Omit<CalculatorRewardsFilters, 'page'>): Promise<void> {
  const { item_type = 'service', min_points = 0, service_crop, service_journey, service_category, items_per_page } = filters;
  return queryClient.prefetchInfiniteQuery({
    ...calculatorRewardsQueryOptions(filters),
    queryFn: ({ pageParam }) =>
      loyalty.searchRewards({
        itemType: item_type,
        minPoints: min_points,
        crop: service_crop ?? undefined,
        journey: service_journey ?? undefined,
        category: service_category ?? undefined,
        page: pageParam,
        itemsPerPage: items_per_page,
      }),
  });
}
