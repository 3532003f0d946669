'use client';
import { loadWhenWanted } from '@/lib/browser/load-when-wanted.client';

/** The search's client code (its state, the side sheet, zod), in a chunk of its own that loads as the block comes near the screen. */
export const SeedQualitySearch = loadWhenWanted(() => import('./seed-quality-search.client').then((module) => module.SeedQualitySearch));
