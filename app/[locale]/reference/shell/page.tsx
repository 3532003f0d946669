import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { SiteShell } from '@/components/layout/site-shell';
import { getSiteChrome } from '@/lib/cms/pages';
import { localeOrDefault, localeStaticParams } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';

/**
 * Performance reference for `npm run bench`: the layout, header and footer with no blocks.
 * CMS pages are measured against it (first-load JS, Lighthouse). Not linked, not indexed.
 */
export const metadata: Metadata = { title: 'Shell reference', robots: { index: false, follow: false } };

export const generateStaticParams = localeStaticParams;

export default async function ShellReferencePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = localeOrDefault((await params).locale);
  setRequestLocale(locale);
  const chrome = await getSiteChrome(locale);
  return (
    <SiteShell locale={locale} chrome={chrome} alternates={{}} currentPath={getPathname({ locale, href: '/reference/shell' })}>
      {null}
    </SiteShell>
  );
}
