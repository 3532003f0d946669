import 'server-only';
import type { QueryClient } from '@tanstack/query-core';
import type { Viewer } from '@/lib/cms/blocks';
import { loyalty } from '@/lib/upstreams/loyalty/client';
import { programmeDocument } from './programme-document';
import { redemptionsQueryOptions } from './redemptions';

/**
 * The member's redemption requests, read on the server for the viewer with the options the
 * browser's hook uses, so the list renders with them (or its error state) and no spinner. Per user:
 * only on pages with access rules. A viewer without a document has no programme account: the query fails.
 */
export function prefetchRedemptions(queryClient: QueryClient, viewer: Viewer): Promise<void> {
  return queryClient.prefetchQuery({
    ...redemptionsQueryOptions(),
    queryFn: () => loyalty.redemptions(programmeDocument(viewer)),
  });
}
