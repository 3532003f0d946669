import { ApiError, postJson } from '@/lib/api-client';
import type { DigitalFinanceRecords } from '@/lib/finance/contract';
import { DIGITAL_FINANCE_RETRIES } from '@/lib/finance/currencies';

/**
 * `POST /api/digital-finance`: the signed-in customer's records keyed by CUIT. Prefetched on the
 * server (./prefetch-digital-finance.ts); the browser's hook is ./use-digital-finance.ts. Nothing
 * here imports @tanstack/react-query or zod (features/README.md; the route checked the service's
 * answer, and this module rides in the widget's first load).
 */

/** Spec section 8: the message logged when the records cannot be read. */
export const DIGITAL_FINANCE_FAILURE = 'Failed to fetch digital finance data';

/** Our route's answer, as it sends it: an object of records by CUIT. */
const recordsParser = {
  parse(answer: unknown): DigitalFinanceRecords {
    if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) throw new TypeError('The digital finance answer is not a record of CUITs.');
    return answer as DigitalFinanceRecords;
  },
};

/** The spec's body; the route takes the identity from the session, so nothing needs to be sent. */
export const fetchDigitalFinance = (): Promise<DigitalFinanceRecords> => postJson('/api/digital-finance', {}, recordsParser);

/** A refusal (signed out, not permitted, a bad request) is an answer, not a failure to retry. */
const worthRetrying = (error: unknown) => !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/**
 * Backoff doubling from 1 s, capped at 30 s (spec section 8). TanStack Query passes the failures
 * before the last one: 0 before the first retry (1 s), 1 before the second (2 s).
 */
export const digitalFinanceRetryDelay = (earlierFailures: number) => Math.min(1000 * 2 ** earlierFailures, 30_000);

export const digitalFinanceQueryOptions = () => ({
  queryKey: ['finance', 'digital-finance'] as const,
  queryFn: fetchDigitalFinance,
  retry: (failures: number, error: unknown) => failures < DIGITAL_FINANCE_RETRIES && worthRetrying(error),
  retryDelay: digitalFinanceRetryDelay,
  staleTime: 5 * 60_000,
});
