'use client';
import { loadWhenWanted } from '@/lib/browser/load-when-wanted.client';

/**
 * The gallery's 'show more' in a chunk of its own, in no page's first load: the server renders the
 * first 8 cards (real links) and the button, and the code loads when a visitor reaches for the
 * list; a press before then is pressed again once the code is live.
 */
export const CourseGalleryList = loadWhenWanted(() => import('./course-gallery-list.client').then((module) => module.CourseGalleryList), {
  nearScreen: () => false,
});
