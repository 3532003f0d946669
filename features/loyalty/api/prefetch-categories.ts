import 'server-only';
import type { QueryClient } from '@tanstack/query-core';
import type { Viewer } from '@/lib/cms/blocks';
import { loyalty } from '@/lib/upstreams/loyalty/client';
import { programmeDocument } from './programme-document';
import { categoriesQueryOptions } from './categories';

/**
 * The history filter's categories, read on the server with the options the browser's hook uses.
 * Members only, like the route (`/api/loyalty/categories`): a viewer without a document gets a
 * failed query, and the filter offers no categories.
 */
export function prefetchCategories(queryClient: QueryClient, viewer: Viewer): Promise<void> {
  return queryClient.prefetchQuery({
    ...categoriesQueryOptions(),
    queryFn: () => {
      programmeDocument(viewer);
      return loyalty.categories();
    },
  });
}
