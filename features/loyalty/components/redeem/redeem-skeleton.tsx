import { getTranslations } from 'next-intl/server';
import type { BlockProps } from '@/lib/cms/blocks';
import type { RedeemBlockProps } from './redeem-schema';
import { RedeemSection } from './redeem-section';
import { RedeemShapes } from './redeem-shapes';

/**
 * What a streamed page shows while the programme answers: the section with its heading, the
 * balance line, the first step's panel and the requests, at their final size, so nothing moves
 * when the flow arrives. Nothing without a viewer, like the block.
 */
export async function RedeemSkeleton({ props, context }: BlockProps<RedeemBlockProps>) {
  if (!context.viewer) return null;
  const t = await getTranslations({ locale: context.locale, namespace: 'LoyaltyRedeem' });
  return (
    <RedeemSection heading={props.heading ?? t('heading')}>
      <RedeemShapes loadingLabel={t('loading')} />
    </RedeemSection>
  );
}
