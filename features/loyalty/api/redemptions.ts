import { z } from 'zod';
import { ApiError, apiJson } from '@/lib/api-client';
import {
  IDEMPOTENCY_KEY_HEADER,
  redemptionAnswerSchema,
  redemptionsAnswerSchema,
  type Redemption,
  type RedemptionRequest,
} from '@/lib/loyalty/contract';

/**
 * `GET /api/loyalty/redemptions`: the member's redemption requests, newest first, and
 * `POST /api/loyalty/redemptions`: one request, sent with the attempt's idempotency key (the route
 * answers a repeated key with the same redemption, so a double click, a retry or a resend after a
 * reload takes the points once). Prefetched on the server (./prefetch-redemptions.ts); the browser's
 * hooks are ./use-redemptions.ts. Nothing here imports @tanstack/react-query (features/README.md).
 */
export async function fetchRedemptions(): Promise<Redemption[]> {
  return (await apiJson('/api/loyalty/redemptions', redemptionsAnswerSchema)).redemptions;
}

export const redemptionsQueryOptions = () => ({
  queryKey: ['loyalty', 'redemptions'] as const,
  queryFn: fetchRedemptions,
  // The HTTP helper already decides what to retry against the programme; the list offers its own retry.
  retry: false,
  retryOnMount: false,
  staleTime: 60_000,
});

export interface RedemptionAttempt {
  /** One key per attempt: every send of the same request carries it. */
  idempotencyKey: string;
  request: RedemptionRequest;
}

export async function submitRedemption({ idempotencyKey, request }: RedemptionAttempt): Promise<Redemption> {
  const init = { method: 'POST', headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }, body: JSON.stringify(request) };
  return (await apiJson('/api/loyalty/redemptions', redemptionAnswerSchema, init)).redemption;
}

/** The request's fields a 400 names (`details`), each with the route's first code for it. */
export type RefusedRedemptionFields = Partial<Record<'kind' | 'amount' | 'recipient' | 'note', string>>;

const refusedSchema = z.record(z.string(), z.array(z.string()).min(1));

/** The fields the route refused a redemption for, with their codes; null for any other failure (or a refusal of no field of the form). */
export function refusedRedemptionFields(error: unknown): RefusedRedemptionFields | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const details = refusedSchema.safeParse(error.details);
  if (!details.success) return null;
  const fields: RefusedRedemptionFields = {};
  for (const field of ['kind', 'amount', 'recipient', 'note'] as const) {
    const code = details.data[field]?.[0];
    if (code) fields[field] = code;
  }
  return Object.keys(fields).length > 0 ? fields : null;
}
