'use client';
import { addressHasAny } from '@/lib/browser/address';
import { loadWhenWanted } from '@/lib/browser/load-when-wanted.client';

/**
 * The directory's filtering (its rules, nuqs, the letter bar's alphabets) in a chunk of its own that
 * is in no page's first load: the server renders the All tab's first 8 cards, linked, and the
 * controls, and the code loads when a visitor reaches for them (a tab or letter pressed meanwhile
 * is pressed again once it is live), or at once for a link with filters (`docs/architecture.md` §5).
 */
export const ProductDirectory = loadWhenWanted(() => import('./product-directory.client').then((module) => module.ProductDirectory), {
  nearScreen: () => false,
  atOnce: () => addressHasAny(['tab', 'q', 'letter', 'crop', 'type']),
});
