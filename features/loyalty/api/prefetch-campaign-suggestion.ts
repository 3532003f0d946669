import 'server-only';
import type { QueryClient } from '@tanstack/query-core';
import type { Viewer } from '@/lib/cms/blocks';
import { loyalty } from '@/lib/upstreams/loyalty/client';
import { campaignSuggestionQueryOptions } from './campaign-suggestion';
import { programmeDocument } from './programme-document';

/** The viewer's campaign suggestion, read on the server under the browser hook's key (per user: pages with access rules only). */
export function prefetchCampaignSuggestion(queryClient: QueryClient, viewer: Viewer): Promise<void> {
  return queryClient.prefetchQuery({ ...campaignSuggestionQueryOptions(), queryFn: () => loyalty.campaignSuggestion(programmeDocument(viewer)) });
}
