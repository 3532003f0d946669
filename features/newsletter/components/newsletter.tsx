import { getTranslations } from 'next-intl/server';
import { useId } from 'react';
import { ImageBox } from '@/components/blocks/image-box';
import { cmsLinkProps } from '@/components/cms/cms-href';
import { NewTabHint } from '@/components/cms/new-tab-hint';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import type { BlockProps } from '@/lib/cms/blocks';
import { flagEnabled } from '@/lib/flags';
import { flagKeys } from '@/lib/flags/keys';
import type { Locale } from '@/lib/i18n/locales';
import type { NewsletterProps } from '../schema';
import styles from './newsletter.module.css';

/** The `newsletter` block: an invitation to subscribe, shown while the newsletter flag is on. No client code. */
export async function Newsletter({ props, context }: BlockProps<NewsletterProps>) {
  if (!(await flagEnabled(flagKeys.newsletter))) return null;
  const t = await getTranslations({ locale: context.locale, namespace: 'Links' });
  return <NewsletterView props={props} locale={context.locale} newTabLabel={t('newTab')} />;
}

function NewsletterView({ props, locale, newTabLabel }: { props: NewsletterProps; locale: Locale; newTabLabel: string }) {
  const { heading, text, subscribe, image } = props;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`${layout.container} ${styles.section}`}>
      <div className={cx(styles.panel, image && styles.withImage)}>
        <div>
          <h2 id={headingId} className={`${typography.h2} ${styles.heading}`}>
            {heading}
          </h2>
          <p className={`${typography.body1} ${styles.text}`}>{text}</p>
          <a {...cmsLinkProps(locale, subscribe.href)} className={buttonClasses({ variant: 'contained', size: 'large' })}>
            {subscribe.label}
            <NewTabHint href={subscribe.href} hint={newTabLabel} />
          </a>
        </div>
        {image && <ImageBox image={image} fallbackRatio="4 / 3" sizes="(min-width: 900px) 40vw, 100vw" className={styles.image} />}
      </div>
    </section>
  );
}
