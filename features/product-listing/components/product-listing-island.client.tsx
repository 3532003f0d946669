'use client';
import { loadWhenWanted } from '@/lib/browser/load-when-wanted.client';

/**
 * The listing's filtering (its rules, the letter bar's alphabets, the rows' toggles) in a chunk of
 * its own that is in no page's first load: the server renders the whole listing, readable and
 * crawlable without it, and the code loads when a visitor reaches for it (a letter or toggle pressed
 * meanwhile is pressed again once it is live). Loaded as it came near the screen, at the top of a
 * phone's screen, its render of every row cost /pt-BR/seeds 14 Lighthouse points (total blocking
 * time 588 ms against the shell's 172).
 */
export const ProductListing = loadWhenWanted(() => import('./product-listing.client').then((module) => module.ProductListing), {
  nearScreen: () => false,
});
