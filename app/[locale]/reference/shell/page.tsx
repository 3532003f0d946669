import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { SiteShell } from '@/components/layout/site-shell';
import { getSiteChrome } from '@/lib/cms/pages';
import { isLocale, locales, defaultLocale } from '@/lib/i18n/locales';

/**
 * Performance reference for `npm run bench`: the layout, header and footer with no blocks.
 * CMS pages are measured against it (first-load JS, Lighthouse). Not linked, not indexed.
 */
export const metadata: Metadata = { title: 'Shell reference', robots: { index: false, follow: false } };

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export default async function ShellReferencePage({ params }: { params: Promise<{ locale: string }> }) {
  const requested = (await params).locale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  setRequestLocale(locale);
  const chrome = await getSiteChrome(locale);
  return (
    <SiteShell locale={locale} chrome={chrome} alternates={{}} currentPath={`/${locale}/reference/shell`}>
      {null}
    </SiteShell>
  );
}
