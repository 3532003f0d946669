import Skeleton from '@mui/material/Skeleton';
import { getTranslations } from 'next-intl/server';
import { BlockSection } from '@/components/blocks/block-section';
import { CardGrid, CardItem } from '@/components/blocks/card-grid';
import layout from '@/components/theme/layout.module.css';
import type { BlockProps } from '@/lib/cms/blocks';
import type { CardGroupProps } from '../schema';
import { CARD_GROUP_COLUMNS } from './card-group';
import styles from './card-group.module.css';

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
              <Skeleton variant="rectangular" animation="wave" sx={{ aspectRatio: '3 / 2', height: 'auto' }} />
              <div className={styles.body}>
                <Skeleton variant="text" sx={{ fontSize: '1.5rem' }} />
                <Skeleton variant="text" width="60%" sx={{ fontSize: '1.5rem' }} />
                <Skeleton variant="text" />
                <Skeleton variant="text" width="80%" />
                <Skeleton variant="text" width="40%" sx={{ mt: 1 }} />
              </div>
            </CardItem>
          ))}
        </CardGrid>
      </div>
    </BlockSection>
  );
}
