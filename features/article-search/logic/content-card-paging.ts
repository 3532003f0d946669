import type { ArticleCategory } from '@/lib/articles/contract';

/**
 * The content card list's paging (discovery spec §2, §5, §9): pure, and free of zod and the route's
 * contract (types only), because the list's island reads its address with it in the browser.
 */

/** Cards a page by viewport (spec §9: 6 mobile, 8 tablet, 12 desktop). */
export const CONTENT_CARD_PAGE_SIZES = { mobile: 6, tablet: 8, desktop: 12 } as const;
export type ViewportClass = keyof typeof CONTENT_CARD_PAGE_SIZES;
export type ContentCardPageSize = (typeof CONTENT_CARD_PAGE_SIZES)[ViewportClass];

/** The cards' columns: a desktop's 12 are 3 rows of 4, a tablet's 8 are 4 rows of 2, a phone's 6 one column. */
export const CONTENT_CARD_COLUMNS = { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' };

/** The theme's breakpoints: tablet from `sm` (600 px), desktop from `lg` (1200 px, also the header's). */
export const TABLET_MIN_WIDTH = 600;
export const DESKTOP_MIN_WIDTH = 1200;
export const TABLET_MEDIA = `(min-width: ${TABLET_MIN_WIDTH}px)`;
export const DESKTOP_MEDIA = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;

/**
 * The most cards the list reads (the index answers at most 100 a request): 96 is a whole number of
 * pages at every size (16 x 6, 12 x 8, 8 x 12).
 */
export const CONTENT_LIST_MAX_CARDS = 96;

/** The categories the list's filter offers, in its order (the contract's, without importing its zod). */
export const CONTENT_CATEGORIES = ['article', 'news'] as const satisfies readonly ArticleCategory[];

/** The address's parameters: `?page=2&category=news`; page 1 and all categories are left out. */
export const PAGE_PARAM = 'page';
export const CATEGORY_PARAM = 'category';

export function viewportClassForWidth(width: number): ViewportClass {
  if (width >= DESKTOP_MIN_WIDTH) return 'desktop';
  return width >= TABLET_MIN_WIDTH ? 'tablet' : 'mobile';
}

/** Pages of `total` cards; one (empty) page when there are none. */
export const contentPageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** A page that exists: below 1 is the first, past the last is the last. */
export const clampPage = (page: number, count: number) => Math.min(Math.max(1, Math.floor(page)), Math.max(1, count));

/** The cards of page `page` (clamped to the pages there are). */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const shown = clampPage(page, contentPageCount(items.length, pageSize));
  return items.slice((shown - 1) * pageSize, shown * pageSize);
}

/**
 * The page to show after the page size changed (a phone turned, a window resized across a
 * breakpoint): the one that holds the first card of the page shown before, so that card stays in view.
 */
export function pageKeepingFirstCard(page: number, fromSize: number, toSize: number, total: number): number {
  const firstCard = (clampPage(page, contentPageCount(total, fromSize)) - 1) * fromSize;
  return clampPage(Math.floor(firstCard / toSize) + 1, contentPageCount(total, toSize));
}

/** `?page=`: a whole number from 1 written plainly ('2', not '02', '2.0' or '2abc'); null otherwise (page 1). */
export function parsePageParam(value: string): number | null {
  if (!/^[1-9]\d{0,5}$/.test(value)) return null;
  return Number(value);
}

/** `?category=`: one of the list's categories; null otherwise (all). */
export function parseCategoryParam(value: string): ArticleCategory | null {
  return (CONTENT_CATEGORIES as readonly string[]).includes(value) ? (value as ArticleCategory) : null;
}

/** The cards of one category, or all of them. */
export function inCategory<T extends { card: { category: ArticleCategory } }>(items: readonly T[], category: ArticleCategory | null): readonly T[] {
  return category === null ? items : items.filter((item) => item.card.category === category);
}

/** The address (query string, with its '?', or '') of a page of the list under a filter: defaults left out, the page after the category. */
export function contentListSearch(page: number, category: ArticleCategory | null): string {
  const params = new URLSearchParams();
  if (category) params.set(CATEGORY_PARAM, category);
  if (page > 1) params.set(PAGE_PARAM, String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
