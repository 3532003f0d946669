import type { BlockProps } from '@/lib/cms/blocks';
import { loyalty } from '@/lib/upstreams/loyalty/client';
import { readForViewer } from '../../api/read-for-viewer';
import { CampaignSuggestionBanner } from './campaign-suggestion';
import type { CampaignSuggestionProps } from './schema';

/**
 * The `loyalty-campaign-suggestion` block: the season's campaign suggested to the member, read and
 * rendered on the server for the viewer. Without a suggestion, or when the programme fails, the
 * banner renders nothing (the spec offers no retry); on a page without access rules, nothing either.
 */
export async function CampaignSuggestionBlock({ props, context }: BlockProps<CampaignSuggestionProps>) {
  if (!context.viewer) return null;
  const suggestion = await readForViewer(context.viewer, loyalty.campaignSuggestion);
  return <CampaignSuggestionBanner {...props} state={suggestion.ok && suggestion.data ? { status: 'ready', suggestion: suggestion.data } : { status: 'none' }} />;
}
