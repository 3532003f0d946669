import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SiteShell } from '@/components/layout/site-shell';
import { StatusMessage } from '@/components/layout/status-message';
import { buttonClasses } from '@/components/theme/button-classes';
import { getSiteChrome } from '@/lib/cms/pages';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';

/**
 * The 404's metadata where a route renders the not-found page itself (the layout's template adds
 * the brand). No robots entry: Next writes its noindex into the HTML when NotFoundStatus throws.
 */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return { title: t('metaTitle') };
}

/**
 * The localized 404: the site's shell, a message and the way home. Server markup with CSS-module
 * classes and no client components of its own: every page's flight data carries it (Next's
 * not-found boundary, `app/[locale]/not-found.tsx`), and the CMS route renders it in its HTML.
 */
export async function NotFoundMessage({ locale }: { locale: Locale }) {
  const [t, chrome] = await Promise.all([getTranslations({ locale, namespace: 'NotFound' }), getSiteChrome(locale)]);
  return (
    <SiteShell locale={locale} chrome={chrome} alternates={{}} currentPath="">
      <StatusMessage
        overline="404"
        title={t('title')}
        description={t('description')}
        actions={
          <a href={getPathname({ locale, href: '/' })} className={buttonClasses({ variant: 'contained', size: 'large' })}>
            {t('backHome')}
          </a>
        }
      />
    </SiteShell>
  );
}
