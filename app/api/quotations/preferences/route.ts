import { answer, forSignedIn, privately, writeRefusal } from '@/lib/auth/private-route';
import type { Session } from '@/lib/auth/session';
import { jsonError, readValidBody } from '@/lib/http/responses';
import { preferenceChangeSchema } from '@/lib/quotations/contract';
import { UpstreamError } from '@/lib/upstreams/http';
import { quotationPreferences, saveQuotationPreference } from '@/lib/upstreams/quotations/client';

export const dynamic = 'force-dynamic';

const notAMember = () => jsonError(403, 'not_a_member', 'There are no quotation preferences for this user.');

/**
 * Runs `handle` for the signed-in user's document, from which the client derives the member id the
 * service wants: never from the request. 403 without a document, or when the service does not know them.
 */
const forMember = (handle: (document: string) => Promise<Response>) =>
  forSignedIn(
    (session: Session) => (session.document ? handle(session.document) : Promise.resolve(privately(notAMember()))),
    (error) => (error instanceof UpstreamError && error.failure === 'not_found' ? notAMember() : null),
  );

/** `GET /api/quotations/preferences` -> `{ items: QuotationItem[] }`: the member's items, checked when their ticker shows them. */
export const GET = () => forMember(async (document) => answer({ items: await quotationPreferences(document) }));

/**
 * `PATCH /api/quotations/preferences` `{ itemId, checked }` -> the change as saved. 400 for another
 * body (or an item the service refuses), 401 signed out, 403 not a member, 502/504 when the service fails.
 */
export const PATCH = async (request: Request) =>
  writeRefusal(request) ??
  forMember(async (document) => {
    const body = await readValidBody(request, preferenceChangeSchema, 1024);
    if (!body.ok) return body.response;
    try {
      return answer(await saveQuotationPreference(document, body.data));
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 400) return jsonError(400, 'invalid_request', 'The service refused this preference.');
      throw error;
    }
  });
