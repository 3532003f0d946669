import { getTranslations } from 'next-intl/server';
import { pageAccessDecision } from '@/lib/auth/guard';
import { WidgetSection } from '@/components/widget-section/widget-section';
import type { BlockProps } from '@/lib/cms/blocks';
import { digitalFinanceAccess } from '@/lib/finance/access';
import { clientIntl } from '@/lib/i18n/client-intl';
import { dehydrateForBrowser, serverQueryClient } from '@/lib/query/server';
import { prefetchDigitalFinance } from '../api/prefetch-digital-finance';
import type { DigitalFinanceBlockProps } from './digital-finance-schema';
import { DigitalFinanceRoot } from './digital-finance-root-island.client';

/**
 * The `digital-finance` block: a server component that reads the viewer's records and hands them
 * to the wrapper's island, which renders with them and no spinner (or, when the read failed, asks
 * our route with the spec's retries). Only for a viewer the finance rules let in, the rules
 * `POST /api/digital-finance` applies too: on any other page, and for anyone else, nothing.
 */
export async function DigitalFinanceBlock({ props, context, nodeId }: BlockProps<DigitalFinanceBlockProps>) {
  const { viewer } = context;
  if (!viewer || (await pageAccessDecision(digitalFinanceAccess)) !== 'allow') return null;
  const id = nodeId ?? 'digital-finance';
  const queryClient = serverQueryClient();
  const [t, intl] = await Promise.all([
    getTranslations({ locale: context.locale, namespace: 'DigitalFinance' }),
    clientIntl(context.locale, ['DigitalFinance']),
    prefetchDigitalFinance(queryClient, viewer),
  ]);
  return (
    <WidgetSection heading={props.heading ?? t('heading')} headingId={`${id}-heading`}>
      <DigitalFinanceRoot intl={intl} prefetched={dehydrateForBrowser(queryClient)} controlsId={id} />
    </WidgetSection>
  );
}
