import { SiteShell } from '@/components/layout/site-shell';
import { getSiteChrome } from '@/lib/cms/pages';
import { locales, type Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import type { ReportRead } from '../api/read-report';
import { reportPagePath, type ReportAddress } from '../logic/report-address';
import { trialsPagePath } from '../logic/trials-page';
import { TrialReport, TrialReportUnavailable } from './trial-report';

export type ShownRead = Exclude<ReportRead, { kind: 'not-found' }>;

/** A report page in the site shell: the report, or its error state when the service failed. */
export async function YieldTrialReportPage({ locale, address, read }: { locale: Locale; address: ReportAddress; read: ShownRead }) {
  const chrome = await getSiteChrome(locale);
  const path = reportPagePath(address);
  const currentPath = getPathname({ locale, href: path });
  const trialsHref = getPathname({ locale, href: trialsPagePath[locale] });
  return (
    // The same address in every locale: the language switcher keeps the report (and the zip).
    <SiteShell locale={locale} chrome={chrome} alternates={Object.fromEntries(locales.map((other) => [other, path]))} currentPath={currentPath}>
      {read.kind === 'report' ? (
        <TrialReport locale={locale} report={read.report} zip={address.zip} trialsHref={trialsHref} />
      ) : (
        <TrialReportUnavailable locale={locale} retryHref={currentPath} trialsHref={trialsHref} />
      )}
    </SiteShell>
  );
}
