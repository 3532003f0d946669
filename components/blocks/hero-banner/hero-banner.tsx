import Image from 'next/image';
import { useId } from 'react';
import { cmsLinkProps } from '@/components/cms/cms-href';
import { buttonClasses } from '@/components/theme/button-classes';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import type { BlockProps } from '@/lib/cms/blocks';
import styles from './hero-banner.module.css';
import type { HeroBannerProps } from './schema';

/** The page's opening banner: its title is the page's h1, its image the LCP element (fetched with high priority). */
export function HeroBanner({ props, context }: BlockProps<HeroBannerProps>) {
  const { title, overline, subtitle, image, cta, secondaryCta } = props;
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.hero}>
      <Image
        src={image.src}
        alt={image.alt}
        fill
        // The hero image is the page's largest paint: fetch it first, never lazily.
        loading="eager"
        fetchPriority="high"
        sizes="100vw"
        style={{ objectFit: 'cover' }}
      />
      <div aria-hidden className={styles.shade} />
      <div className={`${layout.container} ${styles.content}`}>
        <div className={styles.text}>
          {overline && <p className={`${typography.overline} ${styles.overline}`}>{overline}</p>}
          <h1 id={titleId} className={`${typography.h1} ${styles.title}`}>
            {title}
          </h1>
          {subtitle && <p className={`${typography.h6} ${styles.subtitle}`}>{subtitle}</p>}
          {(cta || secondaryCta) && (
            <div className={layout.buttonRow}>
              {cta && (
                <a {...cmsLinkProps(context.locale, cta.href)} className={buttonClasses({ variant: 'contained', color: 'secondary', size: 'large' })}>
                  {cta.label}
                </a>
              )}
              {secondaryCta && (
                <a {...cmsLinkProps(context.locale, secondaryCta.href)} className={buttonClasses({ variant: 'outlined', color: 'inherit', size: 'large' })}>
                  {secondaryCta.label}
                </a>
              )}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
