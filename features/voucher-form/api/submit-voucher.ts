import { z } from 'zod';
import { apiJson, postJson } from '@/lib/api-client';
import { IDEMPOTENCY_KEY_HEADER, voucherAnswerSchema, type VoucherRequestData } from '@/lib/vouchers/contract';
import { voucherEmail, voucherRecord, type VoucherRecord } from '../logic/voucher-request';

/**
 * Issuing a voucher: `POST /api/voucherEncode` (its id), then `POST /api/marketo-custom-object`
 * (its `voucher_c` record). Any non-OK answer is an ApiError ('Server responded with status code:
 * {status}'), which the form shows as its rejected state.
 */

/** The custom object the voucher form writes (MARKETO_CUSTOM_OBJECTS must list it). */
export const VOUCHER_CUSTOM_OBJECT = 'voucher_c';

const outcomeSchema = z.object({
  seq: z.number(),
  status: z.string(),
  reasons: z.array(z.object({ code: z.string(), message: z.string() })).optional(),
});
const syncAnswerSchema = z.object({ data: z.array(outcomeSchema) });

export type RecordOutcome = z.output<typeof outcomeSchema>;

/**
 * Whether the record is in Marketo: created or updated, or skipped because a record with this
 * voucher id is there already (the route creates only, for a visitor who is not its owner: a
 * retried submission of the same voucher).
 */
export const recordIsKept = (outcome: RecordOutcome | undefined): boolean =>
  outcome !== undefined &&
  (outcome.status === 'created' || outcome.status === 'updated' || (outcome.status === 'skipped' && !!outcome.reasons?.some((reason) => reason.code === 'owner_session_required')));

/** A voucher whose record Marketo did not keep: the submission failed as a whole. */
export class VoucherNotRecorded extends Error {
  constructor() {
    super('The voucher record was not saved');
    this.name = 'VoucherNotRecorded';
  }
}

export async function encodeVoucher(request: VoucherRequestData, idempotencyKey: string): Promise<string> {
  const init = { method: 'POST', headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }, body: JSON.stringify(request) };
  return (await apiJson('/api/voucherEncode', voucherAnswerSchema, init)).voucherID;
}

export async function recordVoucher(munchkinId: string, record: VoucherRecord): Promise<void> {
  const body = { action: 'createOrUpdate', customObjectName: VOUCHER_CUSTOM_OBJECT, munchkinId, input: [record] };
  const { data } = await postJson('/api/marketo-custom-object', body, syncAnswerSchema);
  if (!recordIsKept(data[0])) throw new VoucherNotRecorded();
}

export interface IssuedVoucher {
  voucherId: string;
  email: string;
}

/** The whole submission: the voucher's id, then its record. */
export async function submitVoucher(request: VoucherRequestData, { munchkinId, idempotencyKey }: { munchkinId: string; idempotencyKey: string }): Promise<IssuedVoucher> {
  const voucherId = await encodeVoucher(request, idempotencyKey);
  await recordVoucher(munchkinId, voucherRecord(voucherId, request));
  return { voucherId, email: voucherEmail(request) };
}
