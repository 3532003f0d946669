import { useQuery } from '@tanstack/react-query';
import { campaignSuggestionQueryOptions } from './campaign-suggestion';

/** The member's campaign suggestion in the browser, with the options the server prefetched it with. */
export const useCampaignSuggestion = () => useQuery(campaignSuggestionQueryOptions());
