'use client';
import { loadWhenWanted } from '@/lib/browser/load-when-wanted.client';

/**
 * The module's client code (the location store, TanStack Query, the intl runtime, zod), in a
 * chunk of its own that is in no page's first load: it loads as the module comes near the screen.
 */
export const LocalYieldTrialsRoot = loadWhenWanted(() => import('./local-yield-trials-root.client').then((module) => module.LocalYieldTrialsRoot));
