'use client';
import { loadWhenWanted } from '@/lib/browser/load-when-wanted.client';

/**
 * The listing's client code (TanStack Query, the intl runtime, zod), in a chunk of its own that is
 * in no page's first load (docs/architecture.md §5). The server's markup is complete (the first
 * 16 rewards, their links, the controls), so, like the calculator's, the code loads only once a
 * visitor reaches for the listing.
 */
export const RewardsListingRoot = loadWhenWanted(() => import('./rewards-listing-root.client').then((module) => module.RewardsListingRoot), {
  nearScreen: () => false,
});
