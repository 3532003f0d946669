import type { Locale } from '@/lib/i18n/locales';
import { matchesLetter, matchesSearch, type ListedProduct } from '@/lib/catalogue/matching';

/**
 * What the listing's island gets from the server, and how it filters it: plain data (the island
 * renders it on the server and filters it in the browser), no catalogue types and nothing else to
 * load. Built from the catalogue by `listing-rows.ts`.
 */

/** The listing's selects: a seed's crop, maturity range and trait; another product's crop and type. */
export type FacetKey = 'crop' | 'maturity' | 'trait' | 'type';

export interface FacetOption {
  value: string;
  label: string;
}

export interface Facet {
  key: FacetKey;
  /** The select's label. */
  label: string;
  /** Its first option, which chooses none ('All crops'). */
  all: string;
  options: FacetOption[];
}

export interface ListingDownload {
  title: string;
  url: string;
}

/** One product as a row of the listing. */
export interface ListingRow extends ListedProduct {
  seoSlug: string;
  /** Its page (`productPath`). */
  href: string;
  /** The vendor's type label ('Híbrido', 'Fungicida'): the row's tag unless it is a novelty. */
  type: string;
  /** The editor's novelty badge, whole: shown instead of the type label (cut by `badgeLabel`). */
  novelty?: string;
  description: string;
  logo: string | null;
  /** The label first, then the other documents; none when the product's files could not be read. */
  downloads: ListingDownload[];
  /** The values a facet matches: a product grown on several crops has each of them. */
  facets: Partial<Record<FacetKey, string[]>>;
}

/** What the visitor has chosen: every part narrows the rows, all of them together. */
export interface ListingFilters {
  letter: string | null;
  search: string;
  /** A facet's chosen value; absent (or '') is any. */
  facets: Partial<Record<FacetKey, string>>;
  bioOnly: boolean;
}

export const noFilters: ListingFilters = { letter: null, search: '', facets: {}, bioOnly: false };

/** The rows the filters keep, in their order. */
export function filterRows(rows: readonly ListingRow[], filters: ListingFilters, locale: Locale): ListingRow[] {
  const chosen = Object.entries(filters.facets).filter(([, value]) => value) as [FacetKey, string][];
  return rows.filter(
    (row) =>
      (!filters.letter || matchesLetter(row, filters.letter, locale)) &&
      matchesSearch(row, filters.search) &&
      (!filters.bioOnly || row.isBio) &&
      chosen.every(([key, value]) => row.facets[key]?.includes(value)),
  );
}
