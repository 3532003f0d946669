'use client';
import { loadWhenWanted } from '@/lib/browser/load-when-wanted.client';

/**
 * The finder's client code (filtering, paging, the modal, the map, next-intl's client runtime), in
 * a chunk that is in no page's first load: it loads as the finder comes near the screen.
 */
export const ContactFinderRoot = loadWhenWanted(() => import('./contact-finder-root.client').then((module) => module.ContactFinderRoot));
