import { programmeRedeemHref } from '@/lib/access/programme-links';
import type { BlockProps } from '@/lib/cms/blocks';
import { env } from '@/lib/env';
import { clientIntl } from '@/lib/i18n/client-intl';
import { dehydrateForBrowser, serverQueryClient } from '@/lib/query/server';
import { prefetchBanner } from '../../api/prefetch-banner';
import { prefetchExpiringPoints } from '../../api/prefetch-expiring-points';
import { prefetchMember } from '../../api/prefetch-member';
import { PointsDashboardRoot } from './points-dashboard-root-island.client';
import type { PointsDashboardProps } from './schema';

/**
 * The `loyalty-points-dashboard` block: the signed-in member's family banner, level, balance,
 * expiring points and weather bulletin. Per user: on a page with access rules it reads the member's
 * summary, the banner and the expiring lots at once, for the viewer, and hands them to the widget,
 * which renders with them (or its error card) and no spinner; meanwhile the page streams with the
 * skeleton. On a page without access rules there is nobody to show: it renders nothing.
 */
export async function PointsDashboardBlock({ props, context }: BlockProps<PointsDashboardProps>) {
  const { viewer, locale } = context;
  if (!viewer) return null;
  const queryClient = serverQueryClient();
  const [intl] = await Promise.all([
    clientIntl(locale, ['LoyaltyDashboard', 'Links']),
    prefetchMember(queryClient, viewer),
    prefetchBanner(queryClient, viewer),
    prefetchExpiringPoints(queryClient, viewer),
  ]);
  return (
    <PointsDashboardRoot
      intl={intl}
      prefetched={dehydrateForBrowser(queryClient)}
      heading={props.heading}
      redeemHref={programmeRedeemHref(env.programme, locale)}
    />
  );
}
