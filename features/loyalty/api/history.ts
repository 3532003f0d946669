import { HISTORY_PREVIEW_PAGE_SIZE, type HistoryQuery } from '@/lib/loyalty/contract';
import type { HistoryUrlState } from '../logic/history-url-state';

/**
 * The programme's history queries of the history blocks, which read the viewer's rows on the server
 * (components/history/history-blocks.tsx); `GET /api/loyalty/history` takes the same query.
 */

/** The query of the complete history's state (the address's page, size and filters). */
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
