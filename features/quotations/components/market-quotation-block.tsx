import { getTranslations } from 'next-intl/server';
import { WidgetSection } from '@/components/widget-section/widget-section';
import type { BlockProps } from '@/lib/cms/blocks';
import { clientIntl } from '@/lib/i18n/client-intl';
import { dehydrateForBrowser, serverQueryClient } from '@/lib/query/server';
import { prefetchMarketQuotation } from '../api/prefetch-market-quotation';
import type { MarketQuotationBlockProps } from '../schema';
import { MarketQuotationRoot } from './market-quotation-root-island.client';

/**
 * The `market-quotation` block: a server component that reads the board (from the data cache, 10
 * minutes) and hands it to the card's island, which renders with it, or with its error state, and
 * no spinner. Public: the same for every visitor, cached with its page.
 */
export async function MarketQuotationBlock({ props, context, nodeId }: BlockProps<MarketQuotationBlockProps>) {
  const queryClient = serverQueryClient();
  const [t, intl] = await Promise.all([
    getTranslations({ locale: context.locale, namespace: 'Quotations.card' }),
    clientIntl(context.locale, ['Quotations']),
    prefetchMarketQuotation(queryClient, props.currency),
  ]);
  return (
    <WidgetSection heading={props.heading ?? t('heading')} headingId={`${nodeId ?? 'market-quotation'}-heading`}>
      <MarketQuotationRoot intl={intl} prefetched={dehydrateForBrowser(queryClient)} currency={props.currency} />
    </WidgetSection>
  );
}
