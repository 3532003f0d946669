import { apiJson } from '@/lib/api-client';
import { campaignSuggestionAnswerSchema, type CampaignSuggestion } from '@/lib/loyalty/contract';

/**
 * `GET /api/loyalty/campaign-suggestion`: the season's campaign suggested to the member, or null.
 * Prefetched on the server (./prefetch-campaign-suggestion.ts); the hook is ./use-campaign-suggestion.ts.
 */
export async function fetchCampaignSuggestion(): Promise<CampaignSuggestion | null> {
  return (await apiJson('/api/loyalty/campaign-suggestion', campaignSuggestionAnswerSchema)).suggestion;
}

export const campaignSuggestionQueryOptions = () => ({
  queryKey: ['loyalty', 'campaign-suggestion'] as const,
  queryFn: fetchCampaignSuggestion,
  // The banner shows nothing on error, and offers no retry: asking again would only make it appear late.
  retry: false,
  retryOnMount: false,
  staleTime: 5 * 60_000,
});
