import { useSyncExternalStore } from 'react';
import { isoDateIn } from '../logic/campaign-window';

/** How often an open page checks whether the market's day has turned. */
export const DAY_CHECK_MS = 60_000;

function subscribeToClock(onChange: () => void) {
  const timer = window.setInterval(onChange, DAY_CHECK_MS);
  // A tab left in the background overnight is corrected as soon as the visitor comes back.
  document.addEventListener('visibilitychange', onChange);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onChange);
  };
}

/**
 * Today in a market's time zone (YYYY-MM-DD), read from the browser's clock and kept current while
 * the page stays open. The server render and hydration use `serverDay`, the day the page was
 * rendered; right after hydration the browser's own day replaces it, so a page cached on an
 * earlier day is corrected on arrival.
 */
export function useMarketDay(timeZone: string, serverDay: string): string {
  return useSyncExternalStore(
    subscribeToClock,
    () => isoDateIn(new Date(), timeZone),
    () => serverDay,
  );
}
