import 'server-only';
import type { QueryClient } from '@tanstack/query-core';
import type { Viewer } from '@/lib/cms/blocks';
import { growersRewardsFor } from '@/lib/growers-rewards/read';
import { growersRewardsQueryOptions } from './growers-rewards';

/**
 * The viewer's programme, read on the server with the options the browser's hook uses, so the
 * widget renders with it (or its error state, 'Failed to load') and no spinner.
 */
export function prefetchGrowersRewards(queryClient: QueryClient, viewer: Viewer): Promise<void> {
  return queryClient.prefetchQuery({
    ...growersRewardsQueryOptions(),
    queryFn: () => growersRewardsFor(viewer.uid, viewer.isHeadGrower),
  });
}
