import { ARTICLE_PAGE_SIZE, MAX_ARTICLE_SEARCH_START } from '@/lib/articles/contract';

/** Pages of `total` results, 9 a page; no further than the route lets a search start. */
export const pageCount = (total: number) => Math.min(Math.ceil(total / ARTICLE_PAGE_SIZE), Math.floor(MAX_ARTICLE_SEARCH_START / ARTICLE_PAGE_SIZE) + 1);

/**
 * The page links to show: the first, the last and the pages around the current one; `null` where
 * pages are left out (an ellipsis). Every page when there are at most 7.
 */
export function pageNumbers(current: number, count: number): (number | null)[] {
  if (count <= 7) return Array.from({ length: count }, (_, index) => index + 1);
  const shown = [...new Set([1, current - 1, current, current + 1, count])].filter((page) => page >= 1 && page <= count).sort((a, b) => a - b);
  return shown.flatMap((page, index) => (index > 0 && page - shown[index - 1]! > 1 ? [null, page] : [page]));
}
