'use client';
import { loadWhenWanted } from '@/lib/browser/load-when-wanted.client';

/**
 * The product list's filtering and 'view more' (with nuqs, for the URL) in a chunk of its own that
 * is in no page's first load: the server renders the first 20 cards and the controls, and the code
 * loads as the list comes near the screen.
 */
export const ProductList = loadWhenWanted(() => import('./product-list.client').then((module) => module.ProductList));
