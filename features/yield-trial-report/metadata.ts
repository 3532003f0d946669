import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { hreflangAlternates } from '@/lib/cms/seo';
import { env } from '@/lib/env';
import { locales, openGraphLocale, type Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import type { ReportRead } from './api/read-report';
import { brandLabels } from './logic/brands';
import { reportPagePath, type ReportAddress } from './logic/report-address';

/**
 * A report page's metadata (the layout's template adds the brand). The address without a zip is
 * canonical in each locale; the zip variant shows the same report, so it is not indexed. The error
 * state is not indexed either.
 */
export async function trialReportMetadata(locale: Locale, address: ReportAddress, read: Exclude<ReportRead, { kind: 'not-found' }>): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'YieldTrialReport' });
  if (read.kind === 'failed') return { title: t('unavailable.metaTitle'), robots: { index: false, follow: true } };
  const { report } = read;
  const crop = t('cropInText', { crop: report.cropGrown });
  const year = String(report.year);
  const title = t('metaTitle', { crop, location: report.locationName, year });
  const description = t('metaDescription', {
    crop,
    year,
    brand: brandLabels[report.brand],
    location: report.locationName,
    cooperator: report.cooperator,
    count: report.entries.length,
  });
  const path = reportPagePath({ reportId: report.reportId });
  const canonical = new URL(getPathname({ locale, href: path }), env.site.url).toString();
  const site = await getTranslations({ locale, namespace: 'Site' });
  return {
    title,
    description,
    robots: { index: address.zip === undefined, follow: true },
    alternates: { canonical, languages: hreflangAlternates({ locale, path }, Object.fromEntries(locales.map((other) => [other, path])), env.site.url) },
    openGraph: {
      type: 'website',
      title,
      description,
      url: canonical,
      siteName: site('name'),
      locale: openGraphLocale(locale),
      alternateLocale: locales.filter((other) => other !== locale).map(openGraphLocale),
    },
  };
}
