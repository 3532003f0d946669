import { getTranslations } from 'next-intl/server';
import type { BlockProps } from '@/lib/cms/blocks';
import type { PointsDashboardProps } from './schema';
import { DashboardLoading, DashboardSection } from './points-dashboard-frame';

/** What a streamed page shows while the member's summary and banner load: the dashboard's frame with one spinner. */
export async function PointsDashboardSkeleton({ props, context, nodeId }: BlockProps<PointsDashboardProps>) {
  if (!context.viewer) return null;
  const t = await getTranslations({ locale: context.locale, namespace: 'LoyaltyDashboard.dashboard' });
  return (
    <DashboardSection heading={props.heading ?? t('heading')} headingId={`${nodeId ?? 'loyalty-points-dashboard'}-loading`}>
      <DashboardLoading label={t('loading')} />
    </DashboardSection>
  );
}

