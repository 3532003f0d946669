'use client';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { usePageRefresh } from '@/lib/browser/use-page-refresh';

export interface RefreshButtonProps {
  label: string;
  className?: string;
}

/**
 * Asks the server for the page again (Next's `router.refresh()`): the retry of a widget whose data
 * only the server reads (a per-user block rendered on a page with access rules). The page stays as
 * it is until the new render arrives (a transition), and the button says it is busy meanwhile; it
 * keeps the focus (`aria-disabled`, not `disabled`). Until React has hydrated it is disabled: a
 * click on the server's markup would do nothing.
 */
export function RefreshButton({ label, className }: RefreshButtonProps) {
  const hydrated = useHydrated();
  const [refreshing, refresh] = usePageRefresh();
  return (
    <button
      type="button"
      disabled={!hydrated}
      aria-disabled={refreshing || undefined}
      aria-busy={refreshing || undefined}
      onClick={() => {
        if (!refreshing) refresh();
      }}
      className={className}
    >
      {label}
    </button>
  );
}
