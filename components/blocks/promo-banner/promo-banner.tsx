import Image from 'next/image';
import { cmsLinkProps } from '@/components/cms/cms-href';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import type { BlockProps } from '@/lib/cms/blocks';
import styles from './promo-banner.module.css';
import type { PromoBannerProps } from './schema';

/** The button stands out on each tone's background. */
const buttonColor = { green: 'secondary', gold: 'primary', light: 'primary' } as const;

export function PromoBanner({ props, context }: BlockProps<PromoBannerProps>) {
  const { title, text, image, cta, tone, imagePosition, headingLevel } = props;
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={`${layout.container} ${styles.frame}`}>
      <aside aria-label={title} data-tone={tone} className={cx(styles.banner, styles[tone], imagePosition === 'left' && styles.imageLeft)}>
        <div className={styles.body}>
          <Title className={`${typography.h3} ${styles.title}`}>{title}</Title>
          <p className={`${typography.body1} ${styles.text}`}>{text}</p>
          {cta && (
            <div>
              <a {...cmsLinkProps(context.locale, cta.href)} className={buttonClasses({ variant: 'contained', color: buttonColor[tone], size: 'large' })}>
                {cta.label}
              </a>
            </div>
          )}
        </div>
        <div className={styles.media}>
          <Image src={image.src} alt={image.alt} fill sizes="(min-width: 900px) 600px, 100vw" style={{ objectFit: 'cover' }} />
        </div>
      </aside>
    </div>
  );
}
