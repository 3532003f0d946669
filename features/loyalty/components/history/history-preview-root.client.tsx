'use client';
// Before anything of the history parses with zod in the browser (its answers).
import '@/lib/browser/zod-jitless';
import { HistoryPreview, type HistoryPreviewProps } from './history-preview.client';
import { HistoryProviders, type HistoryIslandProps } from './history-providers.client';

/** The history preview with what it needs around it (its messages, TanStack Query, the server's rows). */
export function HistoryPreviewRoot({ intl, prefetched, ...preview }: HistoryIslandProps & HistoryPreviewProps) {
  return (
    <HistoryProviders intl={intl} prefetched={prefetched}>
      <HistoryPreview {...preview} />
    </HistoryProviders>
  );
}
