import { useRouter } from 'next/navigation';
import { useTransition } from 'react';

/**
 * Asks the server for the page again (Next's `router.refresh()`), in a transition: the page stays as
 * it is until the new render arrives, and `refreshing` says it is on its way. What client code calls
 * after it changed data that server components show (a redemption, saved interests), and the retry
 * of a widget the server renders.
 */
export function usePageRefresh(): readonly [refreshing: boolean, refresh: () => void] {
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  return [refreshing, () => startRefresh(() => router.refresh())] as const;
}
