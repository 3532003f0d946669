import 'server-only';
import type { QueryClient } from '@tanstack/query-core';
import type { Viewer } from '@/lib/cms/blocks';
import { programmeDocument } from './programme-document';
import { memberQueryOptions } from './member';
import { memberOf } from './member-of';

/**
 * The member's summary, read on the server for the viewer with the options the browser's hook
 * uses, so a widget renders with it (or its error state) and no spinner. Per user: only on pages
 * with access rules (rendered per request). A viewer without a document has no programme account:
 * the query fails, and the widget shows its error state.
 */
export function prefetchMember(queryClient: QueryClient, viewer: Viewer): Promise<void> {
  return queryClient.prefetchQuery({
    ...memberQueryOptions(),
    queryFn: () => memberOf(programmeDocument(viewer)),
  });
}
