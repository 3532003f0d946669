import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { parseReportSegments, readTrialReport, trialReportMetadata, YieldTrialReportPage } from '@/features/yield-trial-report';
import { isLocale, localeOrDefault } from '@/lib/i18n/locales';
import { notFoundMetadata } from '../../../_status/not-found-message';

/**
 * Rendered for each request, not ISR: an upstream failure shows the error state with a 200 (a
 * page cannot choose another status), which must never be kept, and an ISR render cannot opt out
 * of the cache once it has begun. ISR would also keep a page per zip and report: 100,000 zips make
 * the disk anyone's to fill. The report itself is cached for an hour (readTrialReport), so the
 * service is asked no more often than with ISR.
 */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; segments: string[] }> };

/** The address and what the service said of it, or null for the site's 404. The page and its metadata share the read (React `cache`). */
async function resolve(params: Props['params']) {
  const { locale, segments } = await params;
  const address = isLocale(locale) ? parseReportSegments(segments) : null;
  if (!isLocale(locale) || !address) return null;
  const read = await readTrialReport(address.reportId);
  return read.kind === 'not-found' ? null : { locale, address, read };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await resolve(params);
  return found ? trialReportMetadata(found.locale, found.address, found.read) : notFoundMetadata(localeOrDefault((await params).locale));
}

/** `/{locale}/tools/local-yield-results/{reportId}` and `.../{zip}/{reportId}`: one trial's report. */
export default async function TrialReportRoute({ params }: Props) {
  const found = await resolve(params);
  // Thrown before anything streams: a per-request page sends its status with its first bytes, so
  // NotFoundStatus (the cached routes' 404 beside their message) would answer 200 here. The 404
  // page (app/[locale]/not-found.tsx) is then drawn in the browser.
  if (!found) notFound();
  setRequestLocale(found.locale);
  return <YieldTrialReportPage locale={found.locale} address={found.address} read={found.read} />;
}
