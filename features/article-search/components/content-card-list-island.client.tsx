'use client';
import { addressHasAny } from '@/lib/browser/address';
import { loadWhenWanted } from '@/lib/browser/load-when-wanted.client';

/**
 * The list's client code (the pager, the viewport's page size, nuqs), in a chunk of its own in no
 * page's first load: it loads when a visitor reaches for the list, or at once for a link with a page
 * or category. Until then the server's cards and page links (real links) are on screen, sized to
 * the viewport by CSS.
 */
export const ContentCardList = loadWhenWanted(() => import('./content-card-list.client').then((module) => module.ContentCardList), {
  nearScreen: () => false,
  atOnce: () => addressHasAny(['page', 'category']),
});
