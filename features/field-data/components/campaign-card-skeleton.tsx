import { getTranslations } from 'next-intl/server';
import { WidgetSection } from '@/components/widget-section/widget-section';
import type { BlockProps } from '@/lib/cms/blocks';
import type { CampaignCardBlockProps } from '../schema';
import { CampaignCardLoading } from './campaign-card-frame';

/** What a streamed page shows while the partner syncs: the card's frame with shapes of its final size. */
export async function CampaignCardSkeleton({ props, context, nodeId }: BlockProps<CampaignCardBlockProps>) {
  if (!context.viewer) return null;
  const t = await getTranslations({ locale: context.locale, namespace: 'FieldData.campaign' });
  return (
    <WidgetSection heading={props.heading ?? t('heading')} headingId={`${nodeId ?? 'field-data-campaign'}-loading`}>
      <CampaignCardLoading label={t('loading')} />
    </WidgetSection>
  );
}
