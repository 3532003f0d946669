'use client';
import { loadWhenWanted } from '@/lib/browser/load-when-wanted.client';

/**
 * The calculator's client code (its rules, TanStack Query, the intl runtime, zod), in a chunk of its
 * own that is in no page's first load (docs/architecture.md §5): the server's form is on screen at
 * once, and the code loads as it comes near the screen or a visitor reaches for it.
 */
export const RewardsCalculatorRoot = loadWhenWanted(() => import('./rewards-calculator-root.client').then((module) => module.RewardsCalculatorRoot));
