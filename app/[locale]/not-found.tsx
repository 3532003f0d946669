import Button from '@mui/material/Button';
import { getLocale, getTranslations } from 'next-intl/server';
import { SiteShell } from '@/components/layout/site-shell';
import { StatusMessage } from '@/components/layout/status-message';
import { getSiteChrome } from '@/lib/cms/pages';
import { localeOrDefault } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';

/** The localized 404 (answered with status 404; Next adds the noindex): the site's shell, a message and the way home. */
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
          <Button variant="contained" size="large" href={getPathname({ locale, href: '/' })}>
            {t('backHome')}
          </Button>
        }
      />
    </SiteShell>
  );
}
