/**
 * Where a trial card leads (marketing spec §2): the vertical variant to the report under the tools
 * path, the normal variant to the report path with the visitor's zip.
 */
export function trialReportHref(locale: string, variant: 'normal' | 'vertical', reportId: string, zip: string): string {
  const report = encodeURIComponent(reportId);
  return variant === 'vertical' ? `/${locale}/tools/local-yield-results/${report}` : `/${locale}/tools/local-yield-results/${encodeURIComponent(zip)}/${report}`;
}
