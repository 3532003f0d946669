'use client';
import { loadWhenWanted } from '@/lib/browser/load-when-wanted.client';

/**
 * The calculator's client code (its rules, TanStack Query, the intl runtime, zod), in a chunk of its
 * own that is in no page's first load (docs/architecture.md §5). The server's form is complete and
 * takes choices and typing as plain HTML (carried over by name), so the code loads only once a
 * visitor reaches for the calculator: loaded as it came near the screen, it cost the page 8
 * Lighthouse points (total blocking time 350-1000 ms against the shell's 160-330).
 */
export const RewardsCalculatorRoot = loadWhenWanted(() => import('./rewards-calculator-root.client').then((module) => module.RewardsCalculatorRoot), {
  nearScreen: () => false,
});
