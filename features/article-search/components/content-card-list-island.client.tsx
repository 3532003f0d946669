'use client';
import { loadWhenWanted } from '@/lib/browser/load-when-wanted.client';

/**
 * The list's client code (the pager, the viewport's page size, nuqs), in a chunk of its own in no
 * page's first load: it loads as the list comes near the screen or a visitor reaches for it. Until
 * then the server's cards and page links are on screen.
 */
export const ContentCardList = loadWhenWanted(() => import('./content-card-list.client').then((module) => module.ContentCardList));
