import { useCallback, useSyncExternalStore } from 'react';
import { activeCampaignIndices, type CampaignSpan } from '../logic/campaign-window';

/** How often an open page checks whether a campaign has started or ended. */
export const CLOCK_CHECK_MS = 60_000;

function subscribeToClock(onChange: () => void) {
  const timer = window.setInterval(onChange, CLOCK_CHECK_MS);
  // A tab left in the background overnight is corrected as soon as the visitor comes back.
  document.addEventListener('visibilitychange', onChange);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onChange);
  };
}

/**
 * The positions of the campaigns running now, by the browser's clock, kept current while the page
 * stays open. The server render and hydration use `serverNow`, the instant the page was rendered;
 * right after hydration the browser's own clock replaces it, so a page cached days ago is
 * corrected on arrival. (The snapshot is the list as a string, which stays the same between
 * checks unless a campaign starts or ends.)
 */
export function useRunningCampaigns(spans: readonly CampaignSpan[], serverNow: number): number[] {
  const running = useCallback((now: number) => activeCampaignIndices(spans, now).join(','), [spans]);
  const snapshot = useSyncExternalStore(
    subscribeToClock,
    () => running(Date.now()),
    () => running(serverNow),
  );
  return snapshot === '' ? [] : snapshot.split(',').map(Number);
}
