import 'server-only';
import type { QueryClient } from '@tanstack/query-core';
import type { Viewer } from '@/lib/cms/blocks';
import type { HistoryPage, HistoryQuery } from '@/lib/loyalty/contract';
import { loyalty } from '@/lib/upstreams/loyalty/client';
import { programmeDocument } from './programme-document';
import { historyQueryOptions } from './history';

/**
 * A page of the viewer's history, read on the server with the options the browser's hook uses, so
 * the list renders with its rows (or its error state) and no spinner. Per user: only on pages with
 * access rules. A viewer without a document has no programme account: the query fails. Answers the
 * page read (undefined when it failed), so a caller can clamp a page past the last.
 */
export async function prefetchHistory(queryClient: QueryClient, viewer: Viewer, query: HistoryQuery): Promise<HistoryPage | undefined> {
  const options = historyQueryOptions(query);
  await queryClient.prefetchQuery({
    ...options,
    queryFn: () => loyalty.history(programmeDocument(viewer), query),
  });
  return queryClient.getQueryData<HistoryPage>(options.queryKey);
}
