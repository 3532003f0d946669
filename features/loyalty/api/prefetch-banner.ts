import 'server-only';
import type { QueryClient } from '@tanstack/query-core';
import type { Viewer } from '@/lib/cms/blocks';
import { loyalty } from '@/lib/upstreams/loyalty/client';
import { bannerQueryOptions } from './banner';
import { programmeDocument } from './programme-document';

/** The viewer's banner, read on the server under the browser hook's key (per user: pages with access rules only). */
export function prefetchBanner(queryClient: QueryClient, viewer: Viewer): Promise<void> {
  return queryClient.prefetchQuery({ ...bannerQueryOptions(), queryFn: () => loyalty.banner(programmeDocument(viewer)) });
}
