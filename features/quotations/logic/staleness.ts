/** Spec §9: "Quotation stale time 10 minutes": a quotation older than this is read again. */
export const QUOTATION_STALE_MS = 10 * 60_000;

/** Whether a quotation read at `readAt` (ms) is stale at `now`; never read (0) is stale. */
export const isQuotationStale = (readAt: number, now: number): boolean => readAt <= 0 || now - readAt >= QUOTATION_STALE_MS;
