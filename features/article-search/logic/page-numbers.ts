/**
 * The page links to show: the first, the last and the pages around the current one; `null` where
 * pages are left out (an ellipsis). Every page when there are at most 7. Apart from paging.ts so that
 * a light island can use it without the route's contract (and zod) coming along.
 */
export function pageNumbers(current: number, count: number): (number | null)[] {
  if (count <= 7) return Array.from({ length: count }, (_, index) => index + 1);
  const shown = [...new Set([1, current - 1, current, current + 1, count])].filter((page) => page >= 1 && page <= count).sort((a, b) => a - b);
  return shown.flatMap((page, index) => (index > 0 && page - shown[index - 1]! > 1 ? [null, page] : [page]));
}
