import type { Locale } from '@/lib/i18n/locales';
import { initialOf } from './alphabet';

/**
 * How the catalogue's browsing widgets (the A-Z listing, the directory, the product list) match a
 * product to a letter and to a search (discovery spec §5).
 */

/** Lower case without accents: what a search compares. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** What the matching reads of a product. */
export interface ListedProduct {
  name: string;
  /** A seed's hybrid label, filed under its own letter too. */
  hybridLabel?: string | null;
  isBio: boolean;
}

/** A letter matches a product whose name or hybrid label starts with it (spec §5). */
export function matchesLetter(product: ListedProduct, letter: string, locale: Locale): boolean {
  return [product.name, product.hybridLabel].some((label) => label && initialOf(label, locale) === letter);
}

/** A search matches anywhere in the name or hybrid label, case-insensitively (and, for a phone keyboard, accent-insensitively). */
export function matchesSearch(product: ListedProduct, search: string): boolean {
  const wanted = folded(search.trim());
  if (!wanted) return true;
  return [product.name, product.hybridLabel].some((label) => label && folded(label).includes(wanted));
}
