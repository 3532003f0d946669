import { getTranslations } from 'next-intl/server';
import type { BlockProps } from '@/lib/cms/blocks';
import { WidgetSection } from '@/components/widget-section/widget-section';
import { AccumulatedLoading } from './accumulated-points-frame';
import type { AccumulatedPointsProps } from './schema';

/** What a streamed page shows while the member's summary loads: the card's frame with shapes of its final size. */
export async function AccumulatedPointsSkeleton({ props, context, nodeId }: BlockProps<AccumulatedPointsProps>) {
  if (!context.viewer) return null;
  const t = await getTranslations({ locale: context.locale, namespace: 'LoyaltyDashboard.accumulated' });
  return (
    <WidgetSection heading={props.heading ?? t('heading')} headingId={`${nodeId ?? 'loyalty-accumulated-points'}-loading`}>
      <AccumulatedLoading label={t('loading')} />
    </WidgetSection>
  );
}
