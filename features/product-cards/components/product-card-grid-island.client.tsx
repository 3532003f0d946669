'use client';
import { addressHasAny } from '@/lib/browser/address';
import { loadWhenWanted } from '@/lib/browser/load-when-wanted.client';

/**
 * The grid's paging (with nuqs, for the URL) in a chunk of its own that is in no page's first load:
 * the server renders the first page and the page links (real links: one opens the page asked for,
 * which loads the code at once), and the code loads when a visitor reaches for the grid.
 */
export const ProductCardGrid = loadWhenWanted(() => import('./product-card-grid.client').then((module) => module.ProductCardGrid), {
  nearScreen: () => false,
  atOnce: () => addressHasAny(['page']),
});
