import { getLocale, getTranslations } from 'next-intl/server';
import { SiteShell } from '@/components/layout/site-shell';
import { StatusMessage } from '@/components/layout/status-message';
import { buttonClasses } from '@/components/theme/button-classes';
import { getSiteChrome } from '@/lib/cms/pages';
import { localeOrDefault } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';

/**
 * The localized 404 (answered with status 404; Next adds the noindex): the site's shell, a message
 * and the way home. Every page's flight data carries it (Next's not-found boundary): it stays
 * server markup with CSS-module classes, no client components of its own.
 */
export default async function LocaleNotFound() {
  const locale = localeOrDefault(await getLocale());
  const [t, chrome] = await Promise.all([getTranslations({ locale, namespace: 'NotFound' }), getSiteChrome(locale)]);
  return (
    <SiteShell locale={locale} chrome={chrome} alternates={{}} currentPath="">
      <title>{`${t('metaTitle')} | ${chrome.brandName}`}</title>
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
