import { z } from 'zod';
import { reportIdSchema, zipCodeSchema } from '@/lib/yield-trials/contract';

/**
 * The report pages' address after `/tools/local-yield-results/`: `{reportId}` (the trial card's
 * vertical variant) or `{zip}/{reportId}` (the report path of its normal variant).
 */
export type ReportAddress = { reportId: string; zip?: string };

const segmentsSchema = z.union([
  z.tuple([reportIdSchema]).transform(([reportId]): ReportAddress => ({ reportId })),
  z.tuple([zipCodeSchema, reportIdSchema]).transform(([zip, reportId]): ReportAddress => ({ reportId, zip })),
]);

/** The address in a catch-all route's segments, or null for anything else (the page's 404). */
export function parseReportSegments(segments: unknown): ReportAddress | null {
  const parsed = segmentsSchema.safeParse(segments);
  return parsed.success ? parsed.data : null;
}

/** Where a report lives in every locale (the same path names in each): the canonical address has no zip. */
export function reportPagePath({ reportId, zip }: ReportAddress): string {
  return `/tools/local-yield-results/${zip ? `${zip}/` : ''}${reportId}`;
}
