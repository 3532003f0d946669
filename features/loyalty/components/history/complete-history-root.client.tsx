'use client';
// Before anything of the history parses with zod in the browser (its answers).
import '@/lib/browser/zod-jitless';
import { CompleteHistory, type CompleteHistoryViewProps } from './complete-history.client';
import { HistoryProviders, type HistoryIslandProps } from './history-providers.client';

/** The complete history with what it needs around it (its messages, TanStack Query, the server's rows and categories). */
export function CompleteHistoryRoot({ intl, prefetched, ...history }: HistoryIslandProps & CompleteHistoryViewProps) {
  return (
    <HistoryProviders intl={intl} prefetched={prefetched}>
      <CompleteHistory {...history} />
    </HistoryProviders>
  );
}
