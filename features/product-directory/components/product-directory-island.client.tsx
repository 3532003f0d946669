'use client';
import { loadWhenWanted } from '@/lib/browser/load-when-wanted.client';

/**
 * The directory's filtering (its rules, nuqs, the letter bar's alphabets) in a chunk of its own that
 * is in no page's first load: the server renders the All tab's first 8 cards and the controls, and
 * the code loads as the directory comes near the screen or a visitor reaches for it.
 */
export const ProductDirectory = loadWhenWanted(() => import('./product-directory.client').then((module) => module.ProductDirectory));
