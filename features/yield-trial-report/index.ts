/** The trial report pages (`/{locale}/tools/local-yield-results/[{zip}/]{reportId}`): what app/ renders them with. */
export { readTrialReport, type ReportRead } from './api/read-report';
export { YieldTrialReportPage } from './components/trial-report-page';
export { trialReportMetadata } from './metadata';
export { parseReportSegments, type ReportAddress } from './logic/report-address';
