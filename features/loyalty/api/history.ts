import { apiJson } from '@/lib/api-client';
import { HISTORY_PREVIEW_PAGE_SIZE, historyPageSchema, type HistoryPage, type HistoryQuery } from '@/lib/loyalty/contract';
import type { HistoryUrlState } from '../logic/history-url-state';

/**
 * `GET /api/loyalty/history`: one page of the signed-in member's transactions, newest first.
 * Prefetched on the server (./prefetch-history.ts) with the same options; the browser's hook is
 * ./use-history.ts. Nothing here imports @tanstack/react-query (see features/README.md, the data path).
 */
export async function fetchHistory(query: HistoryQuery): Promise<HistoryPage> {
  const params = new URLSearchParams({ page: String(query.page), per_page: String(query.per_page) });
  for (const category of query.categories) params.append('categories', category);
  if (query.startDate) params.set('startDate', query.startDate);
  if (query.endDate) params.set('endDate', query.endDate);
  if (query.search) params.set('search', query.search);
  return apiJson(`/api/loyalty/history?${params}`, historyPageSchema);
}

/** The route's query for the complete history's state (the address's page, size and filters). */
export function historyQueryOf(state: HistoryUrlState): HistoryQuery {
  return {
    page: state.page,
    per_page: state.pageSize,
    categories: [...state.categories],
    ...(state.startDate && { startDate: state.startDate }),
    ...(state.endDate && { endDate: state.endDate }),
    search: state.search || undefined,
  };
}

/** The preview's query: the 5 newest transactions. */
export const HISTORY_PREVIEW_QUERY: HistoryQuery = { page: 1, per_page: HISTORY_PREVIEW_PAGE_SIZE, categories: [], search: undefined };

export const historyQueryOptions = (query: HistoryQuery) => ({
  // Each field by name, so the same query always has the same key whatever order it was built in.
  queryKey: ['loyalty', 'history', { page: query.page, perPage: query.per_page, categories: query.categories, startDate: query.startDate ?? null, endDate: query.endDate ?? null, search: query.search ?? null }] as const,
  queryFn: () => fetchHistory(query),
  // The HTTP helper already decides what to retry against the programme; the widget offers its own retry.
  retry: false,
  retryOnMount: false,
  staleTime: 60_000,
});
