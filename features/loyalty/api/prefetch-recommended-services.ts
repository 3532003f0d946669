import 'server-only';
import type { QueryClient } from '@tanstack/query-core';
import type { Viewer } from '@/lib/cms/blocks';
import { loyalty } from '@/lib/upstreams/loyalty/client';
import { programmeDocument } from './programme-document';
import { recommendedServicesQueryOptions, type ServicesList } from './recommended-services';

/**
 * Page 1 of the viewer's services, read on the server with the options the browser's hook uses.
 * `featured` is the programme's showcase (cached about 59 minutes by the client, with its fallback
 * list when the programme fails); `personal` is the member's own, and fails (the widget's error
 * state) for a viewer without a programme account.
 */
export function prefetchRecommendedServices(queryClient: QueryClient, viewer: Viewer, list: ServicesList): Promise<void> {
  return queryClient.prefetchInfiniteQuery({
    ...recommendedServicesQueryOptions(list),
    queryFn: ({ pageParam }) => {
      const document = programmeDocument(viewer);
      return list === 'personal' ? loyalty.recommendedServices(document, pageParam) : loyalty.featuredServices(pageParam);
    },
  });
}
