'use client';
import { addressHasAny } from '@/lib/browser/address';
import { loadWhenWanted } from '@/lib/browser/load-when-wanted.client';

/**
 * The product list's filtering and 'view more' (with nuqs, for the URL) in a chunk of its own that
 * is in no page's first load: the server renders the first 20 cards, linked, and the controls, and
 * the code loads when a visitor reaches for them, or at once for a link with filters.
 */
export const ProductList = loadWhenWanted(() => import('./product-list.client').then((module) => module.ProductList), {
  nearScreen: () => false,
  atOnce: () => addressHasAny(['q', 'crop', 'brand']),
});
