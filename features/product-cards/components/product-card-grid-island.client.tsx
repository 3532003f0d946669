'use client';
import { loadWhenWanted } from '@/lib/browser/load-when-wanted.client';

/**
 * The grid's paging (with nuqs, for the URL) in a chunk of its own that is in no page's first load:
 * the server renders the first page and the page links, and the code loads as the grid nears the screen.
 */
export const ProductCardGrid = loadWhenWanted(() => import('./product-card-grid.client').then((module) => module.ProductCardGrid));
