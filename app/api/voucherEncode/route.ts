import { publicWriteRefusal } from '@/lib/http/public-write';
import { jsonError, readValidBody } from '@/lib/http/responses';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema, voucherRequestSchema, type VoucherAnswer } from '@/lib/vouchers/contract';
import { voucherIds } from '@/lib/vouchers/voucher-id';

/** 40 extra fields of 4,000 characters and 50 rows fit with room; the API's own ceiling (request-policy.mjs). */
const MAX_BODY_BYTES = 256 * 1024;

/**
 * `POST /api/voucherEncode` with an `Idempotency-Key` header and the voucher form's values
 * (`VoucherRequest`, lib/vouchers/contract.ts) -> 200 `{ voucherID }`, `private, no-store`. A public
 * write: same site, JSON, rate-limited. 400 `invalid_request` with the contract's message keys per
 * field (the key's under `idempotencyKey`).
 *
 * Idempotent without state: a key's voucher id is derived from the key under the server's secret
 * (`voucherIdForKey`), so a double submit, concurrent or not, on any instance, gets the same id and
 * the browser's custom-object sync with it makes one record. The shared store could not do this:
 * it counts and remembers keys but holds no value, so a second request could not read the id the
 * first one issued. Nothing is logged: the body is personal data.
 */
export async function POST(request: Request) {
  const refused = await publicWriteRefusal(request, 'voucher-encode');
  if (refused) return refused;
  const key = idempotencyKeySchema.safeParse(request.headers.get(IDEMPOTENCY_KEY_HEADER) ?? '');
  if (!key.success) return jsonError(400, 'invalid_request', 'The request is not valid.', { idempotencyKey: key.error.issues.map((issue) => issue.message) });
  const body = await readValidBody(request, voucherRequestSchema, MAX_BODY_BYTES);
  if (!body.ok) return body.response;
  const answer: VoucherAnswer = { voucherID: voucherIds.forKey(key.data) };
  return Response.json(answer, { headers: { 'cache-control': 'private, no-store' } });
}
