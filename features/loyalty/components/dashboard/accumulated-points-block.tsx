import { resolveCmsHref } from '@/components/cms/cms-href';
import type { BlockProps } from '@/lib/cms/blocks';
import { clientIntl } from '@/lib/i18n/client-intl';
import { dehydrateForBrowser, serverQueryClient } from '@/lib/query/server';
import { prefetchMember } from '../../api/prefetch-member';
import { AccumulatedPointsRoot } from './accumulated-points-root-island.client';
import type { AccumulatedPointsProps } from './schema';

/**
 * The `loyalty-accumulated-points` block: the member's accumulated points and impulse, read on the
 * server for the viewer and handed to the card (its data, or its error state, with no spinner).
 * Nothing on a page without access rules.
 */
export async function AccumulatedPointsBlock({ props, context }: BlockProps<AccumulatedPointsProps>) {
  const { viewer, locale } = context;
  if (!viewer) return null;
  const queryClient = serverQueryClient();
  const [intl] = await Promise.all([clientIntl(locale, ['LoyaltyDashboard']), prefetchMember(queryClient, viewer)]);
  return <AccumulatedPointsRoot intl={intl} prefetched={dehydrateForBrowser(queryClient)} heading={props.heading} buttonHref={resolveCmsHref(locale, props.buttonPath)} />;
}
