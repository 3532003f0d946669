import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { UpstreamError } from '@/lib/upstreams/http';
import { yieldTrials } from '@/lib/upstreams/yield-trials/client';
import type { TrialReport } from '@/lib/yield-trials/contract';

/** A report read settled: the report, word that the service has none, or a failure the page shows as its error state. */
export type ReportRead = { kind: 'report'; report: TrialReport } | { kind: 'not-found' } | { kind: 'failed' };

/** Reports change rarely: the service is asked at most once an hour per report (per cache). */
export const REPORT_REVALIDATE_SECONDS = 3600;

class NoSuchReport extends Error {}

// Thrown rather than returned: unstable_cache keeps no call that threw, so neither a failure nor
// an unknown id leaves an entry (ids are as many as anyone cares to ask for). A stale report whose
// refresh fails is served as it was.
const cachedReport = (reportId: string) =>
  unstable_cache(
    async () => {
      const report = await yieldTrials.report(reportId);
      if (!report) throw new NoSuchReport(reportId);
      return report;
    },
    ['yield-trial-report', reportId],
    { revalidate: REPORT_REVALIDATE_SECONDS },
  )();

/** One read per request: the page and its metadata share it (React `cache`). */
export const readTrialReport = cache(async (reportId: string): Promise<ReportRead> => {
  try {
    return { kind: 'report', report: await cachedReport(reportId) };
  } catch (error) {
    if (error instanceof NoSuchReport) return { kind: 'not-found' };
    // Already logged by the HTTP helper (service, operation, status): the page shows its error state.
    if (error instanceof UpstreamError) return { kind: 'failed' };
    throw error;
  }
});
