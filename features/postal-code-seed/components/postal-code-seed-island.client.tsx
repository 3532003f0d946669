'use client';
import { loadWhenWanted } from '@/lib/browser/load-when-wanted.client';

/** The widget's client code (its state, the modal, zod), in a chunk of its own that loads as the block comes near the screen. */
export const PostalCodeSeedWidget = loadWhenWanted(() => import('./postal-code-seed.client').then((module) => module.PostalCodeSeedWidget));
