import { useFormatter, useTranslations } from 'next-intl';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import type { Crumb } from '@/lib/cms/breadcrumbs';
import type { Locale } from '@/lib/i18n/locales';
import { CollapsibleBreadcrumbs } from './collapsible-breadcrumbs.client';
import { getPathname } from '@/lib/i18n/navigation';
import styles from './page-header.module.css';

interface PageHeaderProps {
  locale: Locale;
  trail: Crumb[];
  /** The page's h1, for pages whose first block is not a hero banner (which carries its own h1). */
  title?: string;
  byline?: { author?: string; datePublished?: string };
}

export function PageHeader({ locale, trail, title, byline }: PageHeaderProps) {
  const t = useTranslations('Breadcrumb');
  const format = useFormatter();
  return (
    <div className={cx(layout.container, styles.header, title && styles.withTitle)}>
      {trail.length > 1 && (
        <CollapsibleBreadcrumbs
          crumbs={trail.map((crumb) => ({ label: crumb.label, href: getPathname({ locale: locale, href: crumb.path }) }))}
          labels={{ label: t('label'), showFullPath: t('showFullPath') }}
        />
      )}
      {title && (
        <h1 className={`${typography.h1} ${styles.title}`}>{title}</h1>
      )}
      {byline && (byline.author || byline.datePublished) && (
        <p className={typography.body1}>
          {[byline.author, byline.datePublished && format.dateTime(new Date(`${byline.datePublished}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' })]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
    </div>
  );
}
