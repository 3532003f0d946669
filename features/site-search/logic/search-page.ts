import { MAX_QUERY_LENGTH, MAX_SEARCH_FROM, RESULTS_PAGE_SIZE } from '@/lib/search/contract';

/** What the results page was asked for: `?q=` trimmed (null when blank) and `?page=` (1 when absent or not a page number). */
export interface SearchPageRequest {
  query: string | null;
  page: number;
}

/** The last page anyone can reach: paging stops where the index stops answering (MAX_SEARCH_FROM). */
export const LAST_REACHABLE_PAGE = Math.floor(MAX_SEARCH_FROM / RESULTS_PAGE_SIZE) + 1;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The page's query string read leniently: a hand-edited address shows results, never an error. */
export function readSearchPageRequest(searchParams: Record<string, string | string[] | undefined>): SearchPageRequest {
  const query = (first(searchParams.q) ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  const pageText = first(searchParams.page) ?? '';
  const page = /^\d{1,4}$/.test(pageText) ? Math.min(Math.max(Number(pageText), 1), LAST_REACHABLE_PAGE) : 1;
  return { query: query === '' ? null : query, page };
}

/** Where a page of results starts in the index. */
export const fromOfPage = (page: number) => (page - 1) * RESULTS_PAGE_SIZE;

/**
 * How many pages there are: from the total when the service says it (capped where paging stops),
 * otherwise one more than this page while this page is full.
 */
export function pageCount({ page, shown, total }: { page: number; shown: number; total: number | null }): number {
  if (total !== null) return Math.min(Math.max(Math.ceil(total / RESULTS_PAGE_SIZE), 1), LAST_REACHABLE_PAGE);
  return shown === RESULTS_PAGE_SIZE ? Math.min(page + 1, LAST_REACHABLE_PAGE) : page;
}

/**
 * The numbered page links to show: the first, the last, and the two either side of the current
 * one; null marks a gap of two pages or more ('…').
 */
export function pageLinks(current: number, count: number): (number | null)[] {
  const wanted = new Set([1, count, current - 2, current - 1, current, current + 1, current + 2].filter((page) => page >= 1 && page <= count));
  const pages = [...wanted].sort((a, b) => a - b);
  return pages.flatMap((page, index) => {
    const skipped = index > 0 ? page - pages[index - 1]! - 1 : 0;
    // A gap of one page shows that page: '…' would take its place and hide it.
    if (skipped === 1) return [page - 1, page];
    return skipped > 1 ? [null, page] : [page];
  });
}
