import { z } from 'zod';
import { invalidRequest, jsonError } from '@/lib/http/responses';
import { answer, forMember } from '@/lib/loyalty/member-route';
import { loyalty } from '@/lib/upstreams/loyalty/client';

export const dynamic = 'force-dynamic';

const transactionNumberSchema = z.string().regex(/^[A-Za-z0-9-]{1,40}$/, 'must be a transaction number');

/**
 * `GET /api/loyalty/transactions/{transactionNumber}` -> `{ transaction: TransactionDetail }`; 404
 * when the member has no transaction by that number (another member's included: the programme
 * answers any number, so the member is checked here).
 */
export const GET = (_request: Request, { params }: { params: Promise<{ transactionNumber: string }> }) =>
  forMember(async (document) => {
    const number = transactionNumberSchema.safeParse((await params).transactionNumber);
    if (!number.success) return invalidRequest(number.error);
    // The member first: someone the programme does not know gets 403, not 404.
    const [, transaction] = await Promise.all([loyalty.member(document), loyalty.transactionDetail(document, number.data)]);
    return transaction ? answer({ transaction }) : jsonError(404, 'not_found', 'There is no such transaction.');
  });
