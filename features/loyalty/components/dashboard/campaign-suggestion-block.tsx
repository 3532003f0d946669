import type { BlockProps } from '@/lib/cms/blocks';
import type { CampaignSuggestion } from '@/lib/loyalty/contract';
import { clientIntl } from '@/lib/i18n/client-intl';
import { dehydrateForBrowser, serverQueryClient } from '@/lib/query/server';
import { campaignSuggestionQueryOptions } from '../../api/campaign-suggestion';
import { prefetchCampaignSuggestion } from '../../api/prefetch-campaign-suggestion';
import { seasonYears } from '../../logic/campaign-suggestion';
import { CampaignSuggestionRoot } from './campaign-suggestion-root-island.client';
import type { CampaignSuggestionProps } from './schema';

/**
 * The `loyalty-campaign-suggestion` block: the season's campaign suggested to the member, read on
 * the server for the viewer. Without a suggestion, or when the programme fails, it renders nothing
 * and loads no client code; on a page without access rules, nothing either.
 */
export async function CampaignSuggestionBlock({ props, context }: BlockProps<CampaignSuggestionProps>) {
  const { viewer, locale } = context;
  if (!viewer) return null;
  const queryClient = serverQueryClient();
  const [intl] = await Promise.all([clientIntl(locale, ['LoyaltyDashboard']), prefetchCampaignSuggestion(queryClient, viewer)]);
  const suggestion = queryClient.getQueryData<CampaignSuggestion | null>(campaignSuggestionQueryOptions().queryKey);
  if (!suggestion || !seasonYears(suggestion.crop)) return null;
  return <CampaignSuggestionRoot intl={intl} prefetched={dehydrateForBrowser(queryClient)} {...props} />;
}
