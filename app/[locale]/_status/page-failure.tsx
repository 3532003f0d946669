import { getTranslations } from 'next-intl/server';
import { ErrorStatusMessage, retryClassName } from '@/components/layout/status-message';
import type { PageErrorText } from '@/components/providers/page-error-text.client';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { FailureStatus } from './response-status';

/** What the error page says in a locale (the layout hands it to `error.tsx`; the server's fallback below reads it too). */
export async function pageErrorText(locale: Locale): Promise<PageErrorText> {
  const t = await getTranslations({ locale, namespace: 'Error' });
  return { title: t('title'), description: t('description'), retry: t('retry'), backHome: t('backHome'), homeHref: getPathname({ locale, href: '/' }) };
}

/**
 * The error page in the server's HTML, for a page whose content could not be read, with the 500
 * beside it (FailureStatus). Without it the page would answer an empty error shell and `error.tsx`
 * would appear only once JavaScript runs; in the browser `error.tsx` takes over. Retrying without
 * JavaScript is reloading the address.
 */
export async function PageFailure({ locale, retryHref, error }: { locale: Locale; retryHref: string; error: unknown }) {
  const [text, site] = await Promise.all([pageErrorText(locale), getTranslations({ locale, namespace: 'Site' })]);
  return (
    <>
      <title>{`${text.title} | ${site('name')}`}</title>
      <ErrorStatusMessage
        text={text}
        retry={
          <a href={retryHref} className={retryClassName}>
            {text.retry}
          </a>
        }
      />
      <FailureStatus error={error} />
    </>
  );
}
