import { getTranslations } from 'next-intl/server';
import { useId } from 'react';
import { cmsLinkProps } from '@/components/cms/cms-href';
import { buttonClasses } from '@/components/theme/button-classes';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import type { BlockProps } from '@/lib/cms/blocks';
import type { Locale } from '@/lib/i18n/locales';
import { ImageBox } from '../image-box';
import styles from './no-results.module.css';
import { DEFAULT_ILLUSTRATION, type NoResultsProps } from './schema';

/** The empty state with its localized default title and text. */
export async function NoResults({ props, context }: BlockProps<NoResultsProps>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'NoResults' });
  return <NoResultsSection {...props} title={props.title ?? t('title')} text={props.text ?? t('text')} locale={context.locale} />;
}

type NoResultsSectionProps = Omit<NoResultsProps, 'title' | 'text'> & { title: string; text: string; locale: Locale };

/**
 * A section named by its heading. Not a live region: it is page content present from the start,
 * not a change to announce. (Hooks cannot run in the async component above, hence the split.)
 */
function NoResultsSection({ title, text, level, illustration, action, locale }: NoResultsSectionProps) {
  const headingId = useId();
  const width = illustration.width ?? DEFAULT_ILLUSTRATION.width;
  const Heading = `h${level}` as const;
  return (
    <section aria-labelledby={headingId} className={`${layout.container} ${styles.section}`}>
      <ImageBox image={illustration} alt="" fallbackRatio="3 / 2" sizes={`(max-width: 600px) 80vw, ${width}px`} className={styles.illustration} style={{ width }} />
      <Heading id={headingId} className={typography.h3}>
        {title}
      </Heading>
      <p className={typography.body1}>{text}</p>
      {action && (
        <a {...cmsLinkProps(locale, action.href)} className={buttonClasses({ variant: 'outlined', size: 'large' })}>
          {action.label}
        </a>
      )}
    </section>
  );
}
