import { getTranslations } from 'next-intl/server';
import catalogue from '@/components/catalogue/catalogue.module.css';
import { LetterBarSkeleton } from '@/components/catalogue/letter-bar';
import { cx } from '@/components/theme/class-names';
import controls from '@/components/theme/controls.module.css';
import layout from '@/components/theme/layout.module.css';
import skeleton from '@/components/theme/skeleton.module.css';
import { WidgetSection } from '@/components/widget-section/widget-section';
import type { BlockProps } from '@/lib/cms/blocks';
import type { ProductListingProps } from '../schema';
import { headingKeys } from './product-listing-block';
import styles from './product-listing.module.css';

/** Rows drawn while the products load (spec §9: the skeleton shows 3). */
export const SKELETON_ROWS = 3;

/**
 * What a streamed page shows while the listing's products load: its heading, the letter bar, the
 * search box and 3 rows, in their final places.
 */
export async function ProductListingSkeleton({ props, context, nodeId }: BlockProps<ProductListingProps>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'ProductListing' });
  return (
    <WidgetSection heading={props.heading ?? t(`heading.${headingKeys[props.group]}`)} headingId={`${nodeId ?? 'product-listing'}-skeleton-heading`}>
      <div role="status" className={styles.listing}>
        <span className={layout.visuallyHidden}>{t('loading')}</span>
        <LetterBarSkeleton locale={context.locale} />
        <div aria-hidden="true" className={controls.filters}>
          <span className={cx(skeleton.shape, catalogue.fieldShape)} />
          <span className={cx(skeleton.shape, catalogue.fieldShape)} />
        </div>
        <div aria-hidden="true">
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <div key={index} className={styles.rowShape}>
              <span className={cx(skeleton.shape, styles.logoShape)} />
              <span className={styles.rowText}>
                <span className={cx(skeleton.shape, skeleton.line, styles.width40)} />
                <span className={cx(skeleton.shape, skeleton.line, styles.width60)} />
              </span>
            </div>
          ))}
        </div>
      </div>
    </WidgetSection>
  );
}
