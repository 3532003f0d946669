import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HistoryQuery } from '@/lib/loyalty/contract';
import { historyQueryOptions } from './history';

/**
 * A page of the member's history in the browser, with the options the server prefetched it with.
 * While another page or filter loads, the rows shown stay (`isPlaceholderData`) so nothing jumps.
 */
export const useHistory = (query: HistoryQuery) => useQuery({ ...historyQueryOptions(query), placeholderData: keepPreviousData });
