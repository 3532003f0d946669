import { getTranslations } from 'next-intl/server';
import { NoResults } from '@/components/blocks/no-results/no-results';
import { noResultsSchema } from '@/components/blocks/no-results/schema';
import typography from '@/components/theme/typography.module.css';
import { WidgetSection } from '@/components/widget-section/widget-section';
import type { BlockProps } from '@/lib/cms/blocks';
import { clientIntl } from '@/lib/i18n/client-intl';
import { dehydrateForBrowser, serverQueryClient } from '@/lib/query/server';
import { prefetchCalculatorRewards } from '../api/prefetch-calculator-rewards';
import { LISTING_DESKTOP_PAGE_SIZE, listingSearch, noRewardFilters } from '../logic/rewards-listing';
import type { RewardsListingBlockProps } from '../schema';
import { RewardsListingRoot } from './rewards-listing-root-island.client';

/**
 * The `rewards-listing` block: the section, heading and intro from the server, and the listing an
 * island rendered on the server with the first page of its first band. That page is 16 at every
 * width: a cached page cannot know the screen, and a phone without JavaScript is better served by
 * 16 rewards than by 8 and a 'load more' that cannot work; once live, a phone keeps those 16 and
 * goes on 8 at a time. The empty state is the site's no-results block, rendered here.
 */
export async function RewardsListingBlock({ props, context, nodeId }: BlockProps<RewardsListingBlockProps>) {
  const idPrefix = nodeId ?? 'rewards-listing';
  const queryClient = serverQueryClient();
  const [t, intl] = await Promise.all([
    getTranslations({ locale: context.locale, namespace: 'RewardsCalculator.listing' }),
    clientIntl(context.locale, ['RewardsCalculator']),
    prefetchCalculatorRewards(queryClient, listingSearch(props.itemType, props.initialBand, noRewardFilters, LISTING_DESKTOP_PAGE_SIZE)),
  ]);
  const emptyState = await NoResults({
    props: noResultsSchema.parse({
      title: t('emptyTitle'),
      text: t('emptyText'),
      level: 3,
      action: props.emptyActionHref ? { label: t('emptyAction'), href: props.emptyActionHref } : undefined,
    }),
    context,
  });
  return (
    <WidgetSection heading={props.heading} headingId={`${idPrefix}-heading`}>
      {props.intro && <p className={typography.body1}>{props.intro}</p>}
      <RewardsListingRoot intl={intl} prefetched={dehydrateForBrowser(queryClient)} idPrefix={idPrefix} itemType={props.itemType} initialBand={props.initialBand} emptyState={emptyState} />
    </WidgetSection>
  );
}
