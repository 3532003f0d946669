import { getTranslations } from 'next-intl/server';
import type { BlockProps } from '@/lib/cms/blocks';
import { SuggestionFrame, SuggestionLoading } from './campaign-suggestion-frame';
import type { CampaignSuggestionProps } from './schema';

/**
 * What a streamed page shows while the suggestion loads: the banner's box, since most members have
 * one (without one the banner then renders nothing, as the spec asks).
 */
export async function CampaignSuggestionSkeleton({ context }: BlockProps<CampaignSuggestionProps>) {
  if (!context.viewer) return null;
  const t = await getTranslations({ locale: context.locale, namespace: 'LoyaltyDashboard.suggestion' });
  return (
    <SuggestionFrame>
      <SuggestionLoading label={t('loading')} />
    </SuggestionFrame>
  );
}
