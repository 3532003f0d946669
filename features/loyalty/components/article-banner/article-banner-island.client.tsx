'use client';
import { loadWhenWanted } from '@/lib/browser/load-when-wanted.client';

/**
 * The article banner's client code (who is signed in, the sheet's opener), in a chunk of its own
 * that is in no page's first load (docs/architecture.md §5): the server renders the visitors' copy,
 * and the browser loads the island once the banner comes near the screen or someone reaches for it.
 */
export const ArticleBanner = loadWhenWanted(() => import('./article-banner.client').then((module) => module.ArticleBanner));
