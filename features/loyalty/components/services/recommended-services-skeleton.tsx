import { getTranslations } from 'next-intl/server';
import { BlockSection } from '@/components/blocks/block-section';
import type { BlockProps } from '@/lib/cms/blocks';
import type { RecommendedServicesBlockProps } from './recommended-services-schema';
import { ServiceCardsSkeleton } from './service-cards-skeleton';
import { servicesHeading } from './services-heading';

/** What a streamed page shows while the services load: the block's heading and 3 cards of the final size. */
export async function RecommendedServicesSkeleton({ props, context }: BlockProps<RecommendedServicesBlockProps>) {
  if (!context.viewer) return null;
  const [heading, t] = await Promise.all([servicesHeading(props, context.locale), getTranslations({ locale: context.locale, namespace: 'LoyaltyServices' })]);
  return (
    <BlockSection heading={heading}>
      <ServiceCardsSkeleton loadingLabel={t('loading')} />
    </BlockSection>
  );
}
