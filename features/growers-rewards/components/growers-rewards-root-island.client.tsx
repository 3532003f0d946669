'use client';
import { loadWhenWanted } from '@/lib/browser/load-when-wanted.client';

/**
 * The widget's client code (TanStack Query, the intl runtime, its rules), in a chunk of its own
 * that is in no page's first load (docs/architecture.md §5): the server renders the widget with the
 * grower's programme, and the browser loads it live once it comes near the screen or a grower
 * reaches for it.
 */
export const GrowersRewardsRoot = loadWhenWanted(() => import('./growers-rewards-root.client').then((module) => module.GrowersRewardsRoot));
