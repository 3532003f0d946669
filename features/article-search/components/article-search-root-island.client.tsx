'use client';
import { loadWhenWanted } from '@/lib/browser/load-when-wanted.client';

/**
 * The search's client code (TanStack Query, the intl runtime, zod), in a chunk of its own that is
 * in no page's first load: the server renders the first page of articles, linked, and the code loads
 * when a visitor reaches for the search (types, presses a tab or a tag: pressed again once live).
 */
export const ArticleSearchRoot = loadWhenWanted(() => import('./article-search-root.client').then((module) => module.ArticleSearchRoot), {
  nearScreen: () => false,
});
