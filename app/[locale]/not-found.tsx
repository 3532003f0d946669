import { getLocale, getTranslations } from 'next-intl/server';
import { getSiteChrome } from '@/lib/cms/pages';
import { localeOrDefault } from '@/lib/i18n/locales';
import { NotFoundMessage } from './_status/not-found-message';

/**
 * The localized 404 of Next's not-found boundary (status 404; Next adds the noindex). The boundary
 * draws it in the browser only: the server's HTML of a missing CMS page is the route's own
 * rendering of the same message (`[[...slug]]/page.tsx`, see `_status/response-status.tsx`).
 */
export default async function LocaleNotFound() {
  const locale = localeOrDefault(await getLocale());
  const [t, chrome] = await Promise.all([getTranslations({ locale, namespace: 'NotFound' }), getSiteChrome(locale)]);
  return (
    <>
      <title>{`${t('metaTitle')} | ${chrome.brandName}`}</title>
      <NotFoundMessage locale={locale} />
    </>
  );
}
