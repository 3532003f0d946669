import { getTranslations } from 'next-intl/server';
import { cmsLinkProps } from '@/components/cms/cms-href';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import type { BlockProps } from '@/lib/cms/blocks';
import type { ProductBannerBlockProps } from '../schema';
import styles from './product-banner.module.css';

/**
 * The `field-data-product-banner` block (spec §2's field-data product banner): what the field-data
 * product offers and a link to it. The same for everyone, so it fits a cached page; no client code.
 */
export async function ProductBanner({ props, context, nodeId }: BlockProps<ProductBannerBlockProps>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'FieldData.banner' });
  const headingId = `${nodeId ?? 'field-data-product-banner'}-heading`;
  return (
    <section aria-labelledby={headingId} className={layout.container}>
      <div className={cx(styles.banner, props.image && styles.withImage)}>
        <div className={styles.body}>
          <h2 id={headingId} className={cx(typography.h4, styles.title)}>
            {props.title}
          </h2>
          <p className={cx(typography.body1, styles.text)}>{props.text}</p>
          <a {...cmsLinkProps(context.locale, props.href)} className={buttonClasses({ variant: 'contained' })}>
            {props.cta ?? t('cta')}
          </a>
        </div>
        {props.image && (
          // eslint-disable-next-line @next/next/no-img-element -- an editor's image of any size, from the CMS's own host
          <img src={props.image.src} alt={props.image.alt} className={styles.image} loading="lazy" />
        )}
      </div>
    </section>
  );
}
