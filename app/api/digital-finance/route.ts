import { pageAccessDecision } from '@/lib/auth/guard';
import { answer, forSignedIn, writeRefusal } from '@/lib/auth/private-route';
import { digitalFinanceAccess } from '@/lib/finance/access';
import { digitalFinanceRequestSchema } from '@/lib/finance/contract';
import { jsonError, readValidBody } from '@/lib/http/responses';
import { digitalFinanceRecords } from '@/lib/upstreams/finance/client';

export const dynamic = 'force-dynamic';

const sameEmail = (a: string, b: string | undefined) => a.trim().toLowerCase() === b?.trim().toLowerCase();

/**
 * `POST /api/digital-finance` with the spec's body `{ email, authorization }` (both optional) ->
 * the signed-in customer's records keyed by CUIT (`DigitalFinanceRecords`, lib/finance/contract.ts;
 * `{}` when they have none). The customer is the session's: a body e-mail of anyone else is 403,
 * and so is a user the finance page's rules keep out (flag, allow list, role). 502 when the account
 * service cannot say whether they may (the browser's retries may find it back), 502/504 when the
 * finance service fails.
 */
export const POST = async (request: Request) =>
  writeRefusal(request) ??
  forSignedIn(async (session) => {
    const body = await readValidBody(request, digitalFinanceRequestSchema, 16 * 1024);
    if (!body.ok) return body.response;
    if (body.data.email && !sameEmail(body.data.email, session.email)) return jsonError(403, 'forbidden', 'Digital finance is read for the signed-in user only.');
    const decision = await pageAccessDecision(digitalFinanceAccess);
    if (decision === 'unavailable') return jsonError(502, 'upstream_error', 'Access to digital finance cannot be checked right now.');
    if (decision !== 'allow' || !session.email) return jsonError(403, 'not_permitted', 'This user may not read digital finance.');
    return answer(await digitalFinanceRecords(session.email));
  });
