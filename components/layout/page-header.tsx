import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useFormatter, useTranslations } from 'next-intl';
import type { Crumb } from '@/lib/cms/breadcrumbs';
import type { Locale } from '@/lib/i18n/locales';
import { CollapsibleBreadcrumbs } from './collapsible-breadcrumbs.client';
import { getPathname } from '@/lib/i18n/navigation';

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
    <Container maxWidth="lg" sx={{ pt: 2, pb: title ? 2 : 0 }}>
      {trail.length > 1 && (
        <CollapsibleBreadcrumbs
          crumbs={trail.map((crumb) => ({ label: crumb.label, href: getPathname({ locale: locale, href: crumb.path }) }))}
          labels={{ label: t('label'), showFullPath: t('showFullPath') }}
        />
      )}
      {title && (
        <Typography variant="h1" sx={{ mt: 2, mb: byline ? 1 : 0 }}>
          {title}
        </Typography>
      )}
      {byline && (byline.author || byline.datePublished) && (
        <Typography color="text.secondary">
          {[byline.author, byline.datePublished && format.dateTime(new Date(`${byline.datePublished}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' })]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      )}
    </Container>
  );
}
