import { getTranslations } from 'next-intl/server';
import { BlockSection } from '@/components/blocks/block-section';
import { CardBody, CardGrid, CardItem } from '@/components/blocks/card-grid';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import type { BlockProps } from '@/lib/cms/blocks';
import type { CardGroupProps } from '../schema';
import { CARD_GROUP_COLUMNS } from './card-group';
import skeleton from '@/components/theme/skeleton.module.css';
import sized from './card-group-skeleton.module.css';

/** A row of cards on a desktop: what a group loaded by tags most often shows first. */
const PLACEHOLDER_CARDS = 3;

/**
 * What a streamed page shows while the group's cards load: its heading and a row of cards of the
 * final shape (cover, headline, description, date), so nothing moves when they arrive.
 */
export async function CardGroupSkeleton({ props, context }: BlockProps<CardGroupProps>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'CardGroup' });
  return (
    <BlockSection heading={props.heading} headingLevel={props.headingLevel}>
      <div role="status" aria-live="polite">
        <span className={layout.visuallyHidden}>{t('loading')}</span>
        <CardGrid columns={CARD_GROUP_COLUMNS} aria-hidden>
          {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
            <CardItem key={index} clip>
              <span className={cx(skeleton.shape, sized.cover)} />
              <CardBody>
                <span className={cx(skeleton.shape, skeleton.line, sized.title)} />
                <span className={cx(skeleton.shape, skeleton.line, sized.title, sized.width60)} />
                <span className={cx(skeleton.shape, skeleton.line)} />
                <span className={cx(skeleton.shape, skeleton.line, sized.width80)} />
                <span className={cx(skeleton.shape, skeleton.line, sized.width40)} />
              </CardBody>
            </CardItem>
          ))}
        </CardGrid>
      </div>
    </BlockSection>
  );
}
