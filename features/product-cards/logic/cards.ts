import { cropDisplayCode, productPath, type CatalogueProduct, type ProductAssets, type ProductGroup } from '@/lib/catalogue/contract';
import { matchesSearch } from '@/lib/catalogue/matching';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The product list widget's and the product card grid's pure rules (discovery spec §2, §5, §9):
 * what a card shows, the list's filters and 'view more' steps, the grid's pages. No zod, no
 * next-intl: the browser islands import this file.
 */

/** What one product card shows: plain data the server hands to the islands. */
export interface CardRow {
  seoSlug: string;
  group: ProductGroup;
  /** The product's page (`/d/` for seeds, `/cpd/` for the others). */
  href: string;
  name: string;
  /** A seed's hybrid label, which the search matches too. */
  hybridLabel: string | null;
  typeLabel: string;
  brand: string;
  /** The description cut to `SHORT_DESCRIPTION` characters. */
  description: string;
  isBio: boolean;
  /** Display codes ('soy', 'rapeseed' for OSR): what the crop filter matches and the URL carries. */
  crops: string[];
  logo: string | null;
}

/** A card's short description (characters): two or three lines of a card. */
export const SHORT_DESCRIPTION = 120;

/** Cut at `max` characters (code points, so no emoji is split) with an ellipsis, at a word end where there is one. */
export function shortDescription(text: string, max = SHORT_DESCRIPTION): string {
  const characters = [...text.trim()];
  if (characters.length <= max) return characters.join('');
  const cut = characters.slice(0, max).join('');
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

export function cardRow(product: CatalogueProduct & { assets?: ProductAssets | null }, locale: Locale): CardRow {
  return {
    seoSlug: product.seoSlug,
    group: product.group,
    href: productPath(locale, product),
    name: product.name,
    hybridLabel: product.group === 'seeds' ? product.hybridLabel : null,
    typeLabel: product.typeLabel,
    brand: product.brand,
    description: shortDescription(product.description),
    isBio: product.isBio,
    crops: [...new Set(product.crops.map(cropDisplayCode))],
    logo: product.assets?.logo ?? null,
  };
}

/** Whether a product grows on one of these crops (catalogue codes or display codes, any case); no crops keeps every product. */
export function growsOn(product: { crops: readonly string[] }, crops: readonly string[] | undefined): boolean {
  if (!crops || crops.length === 0) return true;
  const wanted = new Set(crops.map(cropDisplayCode));
  return product.crops.some((crop) => wanted.has(cropDisplayCode(crop)));
}

// ---- The product list widget ------------------------------------------------------------------------

/** The list's filters as the URL keeps them: `q`, `crop` (a display code), `brand` (as the catalogue names it). */
export interface ListFilters {
  q: string;
  crop: string;
  brand: string;
}

export const noListFilters: ListFilters = { q: '', crop: '', brand: '' };

/** Products shown per 'view more' step (spec §7: page 20). */
export const LIST_STEP = 20;
/** Spec §9: 'view more' caps at 20 steps; then the button goes, even if products remain. */
export const MAX_STEPS = 20;

/** A value the select offers, or '' (no filter): an address with an unknown crop or brand shows everything. */
export const offeredOr = (value: string, offered: readonly string[]) => (offered.includes(value) ? value : '');

/** The rows that match every filter: the search anywhere in the name (case- and accent-insensitive), the crop, the brand. */
export function filterCards(rows: readonly CardRow[], filters: ListFilters): CardRow[] {
  return rows.filter(
    (row) => matchesSearch(row, filters.q) && (!filters.crop || row.crops.includes(filters.crop)) && (!filters.brand || row.brand === filters.brand),
  );
}

/** A step number as it can come (typed in a test, kept in state): a whole number from 1 to `MAX_STEPS`. */
export const clampStep = (step: number) => (Number.isFinite(step) ? Math.min(MAX_STEPS, Math.max(1, Math.floor(step))) : 1);

/** How many of `total` matching rows show at this step. */
export const shownAt = (step: number, total: number) => Math.min(total, clampStep(step) * LIST_STEP);

/** Whether 'view more' is offered: rows remain and the cap is not reached. */
export const canViewMore = (step: number, total: number) => clampStep(step) < MAX_STEPS && shownAt(step, total) < total;

/** The crops and brands the list's selects offer, sorted; `within` limits the crops to the editor's pre-filter. */
export function listOptions(rows: readonly CardRow[], within?: readonly string[]): { crops: string[]; brands: string[] } {
  const limit = within && within.length > 0 ? new Set(within.map(cropDisplayCode)) : null;
  const crops = new Set(rows.flatMap((row) => row.crops).filter((crop) => !limit || limit.has(crop)));
  const brands = new Set(rows.map((row) => row.brand));
  return { crops: [...crops].sort(), brands: [...brands].sort((a, b) => a.localeCompare(b)) };
}

/** Fills a template's `{name}` slots (words formatted on the server, numbers formatted with Intl in the browser). */
export const fillSlots = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);

// ---- The product card grid --------------------------------------------------------------------------

/** Spec §9: 4 columns by 3 rows. */
export const GRID_COLUMNS = 4;
export const GRID_ROWS = 3;
export const GRID_PAGE_SIZE = GRID_COLUMNS * GRID_ROWS;
/** Spec §9: the grid's skeleton shows 4 cards. */
export const GRID_SKELETONS = 4;

/** How many pages `total` products fill (at least 1: an empty grid is one empty page). */
export const pageCount = (total: number, size = GRID_PAGE_SIZE) => Math.max(1, Math.ceil(total / size));

/** The page an address asks for, if it is one: a whole number from 1 to `pages`; anything else (missing, 0, -2, 'abc', 2.5, past the end) is page 1. */
export function clampPage(requested: number | string | null | undefined, pages: number): number {
  const page = typeof requested === 'string' ? (/^\d+$/.test(requested.trim()) ? Number(requested.trim()) : NaN) : (requested ?? NaN);
  return Number.isInteger(page) && page >= 1 && page <= pages ? page : 1;
}

/** The rows of one page (1-based; a page past the end is empty). */
export const pageSlice = <T>(rows: readonly T[], page: number, size = GRID_PAGE_SIZE): T[] => rows.slice((page - 1) * size, page * size);

/**
 * The numbered links of a pagination: every page up to 7, else the first, the last and the current
 * one with its neighbours, 'gap' where pages are skipped (1 … 4 5 6 … 12).
 */
export function pageItems(current: number, pages: number): (number | 'gap')[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, index) => index + 1);
  const around = new Set([1, pages, current - 1, current, current + 1].filter((page) => page >= 1 && page <= pages));
  // Near an end, keep five numbers together rather than a gap of one page.
  if (current <= 4) for (let page = 2; page <= 5; page++) around.add(page);
  if (current >= pages - 3) for (let page = pages - 4; page < pages; page++) around.add(page);
  const sorted = [...around].sort((a, b) => a - b);
  return sorted.flatMap((page, index) => (index > 0 && page - sorted[index - 1]! > 1 ? (['gap', page] as const) : [page]));
}

/** A page's address: the page path with `?page=n`, and the clean path for page 1. */
export const pageHref = (path: string, page: number) => (page === 1 ? path : `${path}?page=${page}`);

/** The `page` parameter as the address writes it: digits only ('2'); anything else is no page (then page 1). */
export const parsePageParam = (value: string): number | null => (/^\d{1,6}$/.test(value) ? Number(value) : null);
