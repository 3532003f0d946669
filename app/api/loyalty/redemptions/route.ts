import { z } from 'zod';
import { jsonError, readValidBody } from '@/lib/http/responses';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema, redemptionProblems, redemptionRequestSchema, type Redemption } from '@/lib/loyalty/contract';
import { answer, forMember, writeRefusal } from '@/lib/loyalty/member-route';
import { UpstreamError } from '@/lib/upstreams/http';
import { loyalty } from '@/lib/upstreams/loyalty/client';

export const dynamic = 'force-dynamic';

/** `GET /api/loyalty/redemptions` -> `{ redemptions: Redemption[] }`, newest first. */
export const GET = () => forMember(async (document) => answer({ redemptions: await loyalty.redemptions(document) }));

const fieldErrors = (errors: Record<string, string[]>) => jsonError(400, 'invalid_request', 'The request is not valid.', errors);
const keyReused = () => jsonError(409, 'idempotency_key_reused', 'This Idempotency-Key was used for another redemption.');

const sameRequest = (redemption: Redemption, request: z.output<typeof redemptionRequestSchema>) =>
  redemption.kind === request.kind && redemption.amount === request.amount && redemption.recipient === request.recipient && redemption.note === (request.note ?? null);

/**
 * `POST /api/loyalty/redemptions` with `Idempotency-Key` and a `RedemptionRequest` ->
 * 201 `{ redemption }`, status Submitted. A repeat of a key (a double click, a retry, a reload
 * during submit) answers the same redemption and takes the points once; the key with another
 * request is 409. Every rule is checked again here, with field error codes in a 400's `details`:
 * `kind_invalid`, `amount_not_integer`, `amount_too_small`, `amount_exceeds_balance`,
 * `recipient_invalid`, `group_requires_leader`, `note_too_long`, and the header's `idempotencyKey`.
 */
export const POST = async (request: Request) =>
  writeRefusal(request) ??
  forMember(async (document) => {
    const key = idempotencyKeySchema.safeParse(request.headers.get(IDEMPOTENCY_KEY_HEADER) ?? '');
    if (!key.success) return fieldErrors({ idempotencyKey: ['idempotency_key_invalid'] });
    const body = await readValidBody(request, redemptionRequestSchema, 8 * 1024);
    if (!body.ok) return body.response;
    const [member, earlier] = await Promise.all([loyalty.member(document), loyalty.redemptionByKey(document, key.data)]);
    // A repeat is answered as it was, whatever the balance is now (it paid for itself).
    if (earlier) return sameRequest(earlier, body.data) ? answer({ redemption: earlier }, 201) : keyReused();
    const problems = redemptionProblems(body.data, member);
    if (problems.length > 0) return fieldErrors(Object.fromEntries(problems.map(({ field, code }) => [field, [code]])));
    try {
      return answer({ redemption: await loyalty.createRedemption(document, key.data, body.data) }, 201);
    } catch (error) {
      // The programme's own checks, when the balance changed since it was read (another request in between).
      if (error instanceof UpstreamError && error.status === 409) return keyReused();
      if (error instanceof UpstreamError && error.status === 422) return fieldErrors({ amount: ['amount_exceeds_balance'] });
      throw error;
    }
  });
