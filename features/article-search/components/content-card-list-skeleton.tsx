import { getTranslations } from 'next-intl/server';
import { BlockSection } from '@/components/blocks/block-section';
import { CardGrid } from '@/components/blocks/card-grid';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import skeleton from '@/components/theme/skeleton.module.css';
import type { BlockProps } from '@/lib/cms/blocks';
import { CONTENT_CARD_COLUMNS, CONTENT_CARD_PAGE_SIZES } from '../logic/content-card-paging';
import type { ContentCardListProps } from '../schema';
import search from './article-search.module.css';
import styles from './content-card-list.module.css';

/**
 * What a streamed page shows while the list's articles load: its heading and a page of card shapes
 * in the list's columns, 12 on a desktop, 8 on a tablet and 6 on a phone (the list's own CSS), so
 * nothing moves when the cards arrive.
 */
export async function ContentCardListSkeleton({ props, context }: BlockProps<ContentCardListProps>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'ContentCardList' });
  return (
    <BlockSection heading={props.heading} label={props.heading ? undefined : t('label')}>
      <div role="status" aria-live="polite" className={styles.list}>
        <span className={layout.visuallyHidden}>{t('loading')}</span>
        <CardGrid columns={CONTENT_CARD_COLUMNS} className={styles.firstPageBySize} aria-hidden="true">
          {Array.from({ length: CONTENT_CARD_PAGE_SIZES.desktop }, (_, index) => (
            <li key={index} className={search.skeletonCard} data-testid="content-card-skeleton">
              <span className={cx(skeleton.shape, search.skeletonCover)} />
              <span className={cx(skeleton.shape, skeleton.line, search.skeletonLine)} />
              <span className={cx(skeleton.shape, skeleton.line)} />
            </li>
          ))}
        </CardGrid>
      </div>
    </BlockSection>
  );
}
