import { getTranslations } from 'next-intl/server';
import { WidgetSection } from '@/components/widget-section/widget-section';
import type { BlockProps } from '@/lib/cms/blocks';
import type { ProductCardGridProps, ProductListProps } from '../schema';
import { CardSkeletons, FilterSkeletons } from './card-skeletons';
import styles from './product-cards.module.css';

/** What a streamed page shows while the list's products load: its heading, the filters and 4 cards, in their places. */
export async function ProductListSkeleton({ props, context, nodeId }: BlockProps<ProductListProps>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'ProductCards' });
  return (
    <WidgetSection heading={props.heading ?? t('list.heading')} headingId={`${nodeId ?? 'product-list'}-skeleton-heading`}>
      <div className={styles.widget}>
        <FilterSkeletons />
        <CardSkeletons loading={t('loading')} />
      </div>
    </WidgetSection>
  );
}

/** Spec §9: the grid's skeleton, 4 cards under its heading. */
export async function ProductCardGridSkeleton({ props, context, nodeId }: BlockProps<ProductCardGridProps>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'ProductCards' });
  return (
    <WidgetSection heading={props.heading ?? t('grid.heading')} headingId={`${nodeId ?? 'product-card-grid'}-skeleton-heading`}>
      <CardSkeletons loading={t('loading')} />
    </WidgetSection>
  );
}
