'use client';
import { loadWhenWanted } from '@/lib/browser/load-when-wanted.client';
import type { GrowersRewardsAnswer } from '@/lib/growers-rewards/contract';
import { growersRewardsPanel } from '../logic/panel';
import type { GrowersRewardsRootProps } from './growers-rewards-root.client';

/** The requirements' tabs and the failure's Refresh need the code; the other panels are links and text. */
function needsCodeOnScreen({ prefetched }: GrowersRewardsRootProps): boolean {
  const state = prefetched.queries[0]?.state;
  return state?.status !== 'success' || growersRewardsPanel(state.data as GrowersRewardsAnswer) === 'requirements';
}

/**
 * The widget's client code (TanStack Query, the intl runtime, its rules), in a chunk of its own
 * that is in no page's first load (docs/architecture.md §5): it loads near the screen where the
 * panel needs it, and otherwise only once a grower reaches for the widget.
 */
export const GrowersRewardsRoot = loadWhenWanted(() => import('./growers-rewards-root.client').then((module) => module.GrowersRewardsRoot), {
  nearScreen: needsCodeOnScreen,
});
