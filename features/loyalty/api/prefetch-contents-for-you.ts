import 'server-only';
import type { QueryClient } from '@tanstack/query-core';
import type { Viewer } from '@/lib/cms/blocks';
import { loyalty } from '@/lib/upstreams/loyalty/client';
import { programmeDocument } from './programme-document';
import { contentsForYouQueryOptions } from './contents-for-you';

/**
 * The viewer's contents and interests, read on the server with the options the browser's hook
 * uses. A failure (or a viewer without a programme account) leaves a failed query: the topics
 * block then shows nothing (spec §5: only when the data exists).
 */
export function prefetchContentsForYou(queryClient: QueryClient, viewer: Viewer): Promise<void> {
  return queryClient.prefetchQuery({
    ...contentsForYouQueryOptions(),
    queryFn: () => loyalty.contentsForYou(programmeDocument(viewer)),
  });
}
