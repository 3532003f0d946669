import { getTranslations } from 'next-intl/server';
import { resolveCmsHref } from '@/components/cms/cms-href';
import { WidgetSection } from '@/components/widget-section/widget-section';
import type { BlockProps } from '@/lib/cms/blocks';
import type { GrowersRewardsAnswer } from '@/lib/growers-rewards/contract';
import { clientIntl } from '@/lib/i18n/client-intl';
import { dehydrateForBrowser, serverQueryClient } from '@/lib/query/server';
import { growersRewardsQueryOptions } from '../api/growers-rewards';
import { prefetchGrowersRewards } from '../api/prefetch-growers-rewards';
import { growersRewardsPanel } from '../logic/panel';
import type { GrowersRewardsBlockProps } from '../schema';
import { GrowersRewardsRoot } from './growers-rewards-root-island.client';

/**
 * The `growers-rewards` block: a server component that reads the viewer's programme and hands it
 * to the widget's island, which renders with it (or 'Failed to load') and no spinner. Per user:
 * without a viewer (a page without access rules) it renders nothing.
 */
export async function GrowersRewardsBlock({ props, context, nodeId }: BlockProps<GrowersRewardsBlockProps>) {
  const { viewer } = context;
  if (!viewer) return null;
  const queryClient = serverQueryClient();
  const [t, intl] = await Promise.all([
    getTranslations({ locale: context.locale, namespace: 'GrowersRewards' }),
    clientIntl(context.locale, ['GrowersRewards']),
    prefetchGrowersRewards(queryClient, viewer),
  ]);
  const answer = queryClient.getQueryData<GrowersRewardsAnswer>(growersRewardsQueryOptions().queryKey);
  return (
    <WidgetSection heading={props.heading ?? t('heading')} headingId={`${nodeId ?? 'growers-rewards'}-heading`}>
      <GrowersRewardsRoot
        intl={intl}
        prefetched={dehydrateForBrowser(queryClient)}
        startEarningHref={resolveCmsHref(context.locale, props.startEarningHref)}
        needsCodeAtOnce={!answer || growersRewardsPanel(answer) === 'requirements'}
      />
    </WidgetSection>
  );
}
