import 'server-only';
import type { QueryClient } from '@tanstack/query-core';
import type { Viewer } from '@/lib/cms/blocks';
import { loyalty } from '@/lib/upstreams/loyalty/client';
import { expiringPointsQueryOptions } from './expiring-points';
import { programmeDocument } from './programme-document';

/** The viewer's expiring lots, read on the server under the browser hook's key (per user: pages with access rules only). */
export function prefetchExpiringPoints(queryClient: QueryClient, viewer: Viewer): Promise<void> {
  return queryClient.prefetchQuery({ ...expiringPointsQueryOptions(), queryFn: () => loyalty.expiringPoints(programmeDocument(viewer)) });
}
