import type { DehydratedState } from '@tanstack/query-core';

/** Spec §9: "Quotation stale time 10 minutes": a quotation older than this is read again. */
export const QUOTATION_STALE_MS = 10 * 60_000;

/** Whether a quotation read at `readAt` (ms) is stale at `now`; never read (0) is stale. */
export const isQuotationStale = (readAt: number, now: number): boolean => readAt <= 0 || now - readAt >= QUOTATION_STALE_MS;

/** When the board the server read (its dehydrated query) goes stale; null without one (a failed read, or none). */
export function boardStaleAt(prefetched: DehydratedState): number | null {
  const readAt = prefetched.queries[0]?.state.dataUpdatedAt ?? 0;
  return readAt > 0 ? readAt + QUOTATION_STALE_MS : null;
}
