import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localeOrDefault, localeStaticParams } from '@/lib/i18n/locales';

/**
 * Performance reference for `npm run bench`: a prerendered page with the same layout and proxy
 * as CMS pages and nothing else, so the bench isolates what the CMS layer costs per request.
 */
export const metadata: Metadata = { title: 'Bare reference', robots: { index: false, follow: false } };

export const generateStaticParams = localeStaticParams;

export default async function BareReferencePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = localeOrDefault((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Reference' });
  return (
    <main>
      <h1>{t('bareTitle')}</h1>
      <p>{t('bareText')}</p>
    </main>
  );
}
