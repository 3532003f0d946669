import { getTranslations } from 'next-intl/server';
import { BlockSection } from '@/components/blocks/block-section';
import type { BlockProps } from '@/lib/cms/blocks';
import { TopicCardsSkeleton } from './topic-cards-skeleton';
import { topicsHeading } from './topics-heading';
import type { TopicsBlockProps } from './topics-schema';

/** What a streamed page shows while the member's contents load: the heading, the toolbar and 4 cards of the final size. */
export async function TopicsSkeleton({ props, context }: BlockProps<TopicsBlockProps>) {
  if (!context.viewer) return null;
  const [heading, t] = await Promise.all([topicsHeading(props, context.locale), getTranslations({ locale: context.locale, namespace: 'LoyaltyTopics' })]);
  return (
    <BlockSection heading={heading}>
      <TopicCardsSkeleton loadingLabel={t('loading')} />
    </BlockSection>
  );
}
