import { useInfiniteQuery } from '@tanstack/react-query';
import type { CalculatorRewardsFilters } from '@/lib/loyalty/calculator-rewards';
import { calculatorRewardsQueryOptions } from './calculator-rewards';

/** The rewards of a band and filters in the browser, page by page. */
export const useCalculatorRewards = (filters: Omit<CalculatorRewardsFilters, 'page'>) => useInfiniteQuery(calculatorRewardsQueryOptions(filters));
