import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { useId } from 'react';
import { cmsLinkProps } from '@/components/cms/cms-href';
import { NewTabHint } from '@/components/cms/new-tab-hint';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import type { BlockProps } from '@/lib/cms/blocks';
import type { Locale } from '@/lib/i18n/locales';
import styles from './full-background-banner.module.css';
import type { FullBackgroundBannerProps } from './schema';

/**
 * The scrim over the image: field green at 72 %. Even over a pure white pixel it leaves white text
 * at 6.4:1 (AA needs 4.5:1), so no picture an editor picks can make the copy unreadable.
 */
export const FULL_BACKGROUND_BANNER_SCRIM = 'rgba(0, 40, 26, 0.72)';

/** A banner over a full-width background image, with heading, text and up to two buttons. */
export async function FullBackgroundBanner({ props, context }: BlockProps<FullBackgroundBannerProps>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'Links' });
  return <FullBackgroundBannerSection {...props} locale={context.locale} newTabHint={t('newTab')} />;
}

type SectionProps = FullBackgroundBannerProps & { locale: Locale; newTabHint: string };

/** (Hooks cannot run in the async component above, hence the split.) */
function FullBackgroundBannerSection({ heading, text, image, ctas, align, locale, newTabHint }: SectionProps) {
  const headingId = useId();
  const centered = align === 'center';
  return (
    <section aria-labelledby={headingId} data-align={align} className={styles.banner}>
      <Image src={image.src} alt={image.alt} fill sizes="100vw" style={{ objectFit: 'cover' }} />
      <div aria-hidden data-scrim className={styles.scrim} style={{ backgroundColor: FULL_BACKGROUND_BANNER_SCRIM }} />
      <div className={`${layout.container} ${styles.content}`}>
        <div className={cx(styles.text, centered && styles.centered)}>
          <h2 id={headingId} className={typography.h2}>
            {heading}
          </h2>
          {text && <p className={`${typography.body1} ${styles.lead}`}>{text}</p>}
          {ctas.length > 0 && (
            <div className={`${layout.buttonRow} ${styles.buttons}`}>
              {ctas.map((cta, index) => (
                <a
                  key={`${cta.href}-${index}`}
                  {...cmsLinkProps(locale, cta.href)}
                  // The first button is the main action; the second stays quieter.
                  className={cx(
                    buttonClasses(index === 0 ? { variant: 'contained', color: 'secondary', size: 'large' } : { variant: 'outlined', color: 'inherit', size: 'large' }),
                    styles.button,
                  )}
                >
                  {cta.label}
                  <NewTabHint href={cta.href} hint={newTabHint} />
                </a>
              ))}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
