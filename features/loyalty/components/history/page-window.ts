/** A page number to link, or a gap ('…') between two that are not neighbours. */
export type PageWindowEntry = number | 'gap';

/**
 * The page numbers the history's paging shows: the first, the last, and the current one with its
 * neighbours, with a gap where pages are left out (a gap of one page shows that page instead).
 * Empty when there is at most one page.
 */
export function pageWindow(current: number, total: number): PageWindowEntry[] {
  if (total <= 1) return [];
  const shown = new Set([1, total, current - 1, current, current + 1].filter((page) => page >= 1 && page <= total));
  const pages = [...shown].sort((a, b) => a - b);
  const entries: PageWindowEntry[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) entries.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) entries.push('gap');
    entries.push(page);
  });
  return entries;
}
