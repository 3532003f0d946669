'use client';
import { loadWhenWanted } from '@/lib/browser/load-when-wanted.client';

/**
 * The listing's filtering (its rules, the letter bar's alphabets, the rows' toggles) in a chunk of
 * its own that is in no page's first load: the server renders the whole listing, readable and
 * crawlable without it, and the code loads as the listing comes near the screen.
 */
export const ProductListing = loadWhenWanted(() => import('./product-listing.client').then((module) => module.ProductListing));
