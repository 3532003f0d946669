import { getTranslations } from 'next-intl/server';
import catalogue from '@/components/catalogue/catalogue.module.css';
import { LetterBarSkeleton } from '@/components/catalogue/letter-bar';
import { cx } from '@/components/theme/class-names';
import controls from '@/components/theme/controls.module.css';
import layout from '@/components/theme/layout.module.css';
import skeleton from '@/components/theme/skeleton.module.css';
import typography from '@/components/theme/typography.module.css';
import { WidgetSection } from '@/components/widget-section/widget-section';
import type { BlockProps } from '@/lib/cms/blocks';
import { PAGE_STEP } from '../logic/directory';
import type { ProductDirectoryProps } from '../schema';
import styles from './product-directory.module.css';

/**
 * What a streamed page shows while the catalogue loads: the heading, the tabs, the letter bar, the
 * search box and a select, the first 8 cards and the 'load more' button, in their final places.
 */
export async function ProductDirectorySkeleton({ props, context, nodeId }: BlockProps<ProductDirectoryProps>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'ProductDirectory' });
  return (
    <WidgetSection heading={props.heading ?? t('heading')} headingId={`${nodeId ?? 'products-directory'}-skeleton-heading`}>
      <div role="status" className={styles.directory}>
        <span className={layout.visuallyHidden}>{t('loading')}</span>
        {props.intro && <p className={cx(typography.body1, styles.intro)}>{props.intro}</p>}
        <span aria-hidden="true" className={cx(skeleton.shape, styles.tabsShape)} />
        <LetterBarSkeleton locale={context.locale} />
        <div aria-hidden="true" className={controls.filters}>
          <span className={cx(skeleton.shape, catalogue.fieldShape)} />
          <span className={cx(skeleton.shape, catalogue.fieldShape)} />
          <span className={cx(skeleton.shape, catalogue.fieldShape)} />
        </div>
        <ul aria-hidden="true" className={cx(layout.plainList, styles.grid)}>
          {Array.from({ length: PAGE_STEP }, (_, index) => (
            <li key={index} className={cx(skeleton.shape, styles.cardShape)} />
          ))}
        </ul>
        <span aria-hidden="true" className={cx(skeleton.shape, skeleton.button, styles.moreShape)} />
      </div>
    </WidgetSection>
  );
}
