'use client';
import { loadWhenWanted } from '@/lib/browser/load-when-wanted.client';

/**
 * The search's client code (TanStack Query, the intl runtime, zod), in a chunk of its own that is
 * in no page's first load: it loads as the search comes near the screen or a visitor types into it.
 */
export const ArticleSearchRoot = loadWhenWanted(() => import('./article-search-root.client').then((module) => module.ArticleSearchRoot));
