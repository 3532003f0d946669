import { getTranslations } from 'next-intl/server';
import type { BlockProps } from '@/lib/cms/blocks';
import { clientIntl } from '@/lib/i18n/client-intl';
import { dehydrateForBrowser, serverQueryClient } from '@/lib/query/server';
import { prefetchMember } from '../../api/prefetch-member';
import { prefetchRedemptions } from '../../api/prefetch-redemptions';
import { attemptStorageKey } from './redeem-attempt';
import { RedeemRoot } from './redeem-root-island.client';
import type { RedeemBlockProps } from './redeem-schema';
import { RedeemSection } from './redeem-section';

/**
 * The `loyalty-redeem` block at `#resgate`: a server component that reads the member's summary and
 * redemption requests for the signed-in viewer and hands them to the flow's island, which renders
 * with them (or its error state) and no spinner. On a page without access rules there is no viewer:
 * it renders nothing (per-user data never sits in a cached page).
 */
export async function RedeemBlock({ props, context }: BlockProps<RedeemBlockProps>) {
  const { viewer } = context;
  if (!viewer) return null;
  const queryClient = serverQueryClient();
  const [t, intl] = await Promise.all([
    getTranslations({ locale: context.locale, namespace: 'LoyaltyRedeem' }),
    clientIntl(context.locale, ['LoyaltyRedeem']),
    prefetchMember(queryClient, viewer),
    prefetchRedemptions(queryClient, viewer),
  ]);
  return (
    <RedeemSection heading={props.heading ?? t('heading')}>
      <RedeemRoot intl={intl} prefetched={dehydrateForBrowser(queryClient)} storageKey={attemptStorageKey(viewer.uid)} />
    </RedeemSection>
  );
}
