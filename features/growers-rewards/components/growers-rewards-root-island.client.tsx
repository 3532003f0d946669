'use client';
import { loadWhenWanted } from '@/lib/browser/load-when-wanted.client';
import type { GrowersRewardsRootProps } from './growers-rewards-root.client';

/**
 * The widget's client code (TanStack Query, the intl runtime, its rules), in a chunk of its own
 * that is in no page's first load (docs/architecture.md §5): it loads near the screen where the
 * panel needs it (the server says so), and otherwise only once a grower reaches for the widget.
 */
export const GrowersRewardsRoot = loadWhenWanted(() => import('./growers-rewards-root.client').then((module) => module.GrowersRewardsRoot), {
  nearScreen: ({ needsCodeAtOnce }: GrowersRewardsRootProps) => needsCodeAtOnce,
});
