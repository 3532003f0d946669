import { enabledLetters } from '@/lib/catalogue/alphabet';
import { matchesLetter, matchesSearch, type ListedProduct } from '@/lib/catalogue/matching';
import type { Locale } from '@/lib/i18n/locales';

/**
 * What the directory's island gets from the server and how it filters and pages it (discovery spec
 * §2, §5, §9): plain data and pure functions, no catalogue types, nothing else to load.
 */

/** The directory's tabs, in their order; 'all' is the default (absent from the URL). */
export const DIRECTORY_TABS = ['all', 'crop-protection', 'seeds', 'digital-solutions'] as const;
export type DirectoryTab = (typeof DIRECTORY_TABS)[number];
/** The tab an item belongs to besides 'all': biologicals are under crop protection. */
export type ItemKind = Exclude<DirectoryTab, 'all'>;

/** Cards shown at first, and added by each 'load more' (spec §9: "directory shows 8 per step"). */
export const PAGE_STEP = 8;

export interface DirectoryImage {
  src: string;
  alt: string;
  /** Absent when the CMS sent the image unsized: the card then gives it a fixed height. */
  width?: number;
  height?: number;
}

/** One card: a catalogue product or a digital solution the editor listed. */
export interface DirectoryItem extends ListedProduct {
  /** Unique in the directory: a product's `seoSlug`, a digital solution's `digital-<n>`. */
  id: string;
  kind: ItemKind;
  /** Resolved for the locale: a product's page, a solution's page or another site's https URL. */
  href: string;
  /** On another site: opens in a new tab. */
  external: boolean;
  /** The vendor's type label ('Fungicida', 'Híbrido'); null for a digital solution. */
  typeLabel: string | null;
  brand: string | null;
  /** Cut to a card's length on the server. */
  description: string;
  image: DirectoryImage | null;
  /** Crops by display code ('corn', 'rapeseed'): what the crop facet matches. */
  crops: string[];
}

/** What the visitor chose: all of it together narrows the cards. */
export interface DirectoryFilters {
  tab: DirectoryTab;
  q: string;
  letter: string | null;
  crop: string | null;
  type: string | null;
}

export const defaultFilters: DirectoryFilters = { tab: 'all', q: '', letter: null, crop: null, type: null };

/** The items a tab holds, whatever else is chosen. */
export const tabItems = (items: readonly DirectoryItem[], tab: DirectoryTab) => (tab === 'all' ? [...items] : items.filter((item) => item.kind === tab));

/** The letters of the bar a tab enables: those some name (or hybrid label) in it starts with (spec §5). */
export const tabLetters = (items: readonly DirectoryItem[], tab: DirectoryTab, locale: Locale) =>
  enabledLetters(
    tabItems(items, tab).flatMap((item) => [item.name, item.hybridLabel ?? '']),
    locale,
  );

export interface FacetValues {
  crop: string[];
  type: string[];
}

/** The values each facet offers in a tab (a select with none is not shown), unsorted: labels sort them. */
export function tabFacets(items: readonly DirectoryItem[], tab: DirectoryTab): FacetValues {
  const inTab = tabItems(items, tab);
  return {
    crop: [...new Set(inTab.flatMap((item) => item.crops))],
    type: [...new Set(inTab.flatMap((item) => (item.typeLabel ? [item.typeLabel] : [])))],
  };
}

/**
 * The filters as they can apply to the tab: a letter no item of the tab starts with, a crop or a
 * type the tab does not offer (from an old link, a hand-edited URL, or left from another tab) go
 * back to their defaults. What the island shows is always what it can offer.
 */
export function settleFilters(filters: DirectoryFilters, items: readonly DirectoryItem[], locale: Locale): DirectoryFilters {
  const facets = tabFacets(items, filters.tab);
  const letters = tabLetters(items, filters.tab, locale);
  return {
    tab: filters.tab,
    q: filters.q,
    letter: filters.letter && letters.has(filters.letter) ? filters.letter : null,
    crop: filters.crop && facets.crop.includes(filters.crop) ? filters.crop : null,
    type: filters.type && facets.type.includes(filters.type) ? filters.type : null,
  };
}

/** The cards the filters keep, in their order. */
export function filterItems(items: readonly DirectoryItem[], filters: DirectoryFilters, locale: Locale): DirectoryItem[] {
  return tabItems(items, filters.tab).filter(
    (item) =>
      (!filters.letter || matchesLetter(item, filters.letter, locale)) &&
      matchesSearch(item, filters.q) &&
      (!filters.crop || item.crops.includes(filters.crop)) &&
      (!filters.type || item.typeLabel === filters.type),
  );
}

/** Identifies a choice of filters: paging starts over whenever it changes. */
export const filtersKey = (filters: DirectoryFilters) => JSON.stringify([filters.tab, filters.q.trim().toLowerCase(), filters.letter, filters.crop, filters.type]);

/** How far the visitor has paged, and for which filters. */
export interface Paging {
  key: string;
  requested: number;
}

export const firstPage = (filters: DirectoryFilters): Paging => ({ key: filtersKey(filters), requested: PAGE_STEP });

/** How many cards show: what was requested for these filters (the first 8 after any change), at most all of them. */
export function shownCount(paging: Paging, filters: DirectoryFilters, total: number): number {
  const requested = paging.key === filtersKey(filters) ? paging.requested : PAGE_STEP;
  return Math.min(requested, total);
}

/** 'Load more': 8 more than shown now, for the current filters. */
export const loadMore = (filters: DirectoryFilters, shown: number): Paging => ({ key: filtersKey(filters), requested: shown + PAGE_STEP });

/** A count line's words by plural category ('one', 'other'…), with `{shown}` and `{total}` in them. */
export type CountTemplates = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** 'Showing 8 of 42 products' in the locale: the plural by the total, the numbers by Intl. */
export function countLine(templates: CountTemplates, shown: number, total: number, locale: Locale): string {
  const numbers = new Intl.NumberFormat(locale);
  const template = templates[new Intl.PluralRules(locale).select(total)] ?? templates.other;
  return template.replace('{shown}', numbers.format(shown)).replace('{total}', numbers.format(total));
}
