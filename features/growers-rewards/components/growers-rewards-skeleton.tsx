import { getTranslations } from 'next-intl/server';
import { WidgetSection } from '@/components/widget-section/widget-section';
import type { BlockProps } from '@/lib/cms/blocks';
import type { GrowersRewardsBlockProps } from '../schema';
import { GrowersRewardsLoading } from './growers-rewards-frame';

/** What a streamed page shows while the programme loads: the widget's frame with three items' shapes. */
export async function GrowersRewardsSkeleton({ props, context, nodeId }: BlockProps<GrowersRewardsBlockProps>) {
  if (!context.viewer) return null;
  const t = await getTranslations({ locale: context.locale, namespace: 'GrowersRewards' });
  return (
    <WidgetSection heading={props.heading ?? t('heading')} headingId={`${nodeId ?? 'growers-rewards'}-loading`}>
      <GrowersRewardsLoading label={t('loading')} />
    </WidgetSection>
  );
}
