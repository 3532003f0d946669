import 'server-only';
import { currentSession } from '@/lib/auth/session';
import { jsonError } from '@/lib/http/responses';
import { crossSiteRefusal, nonJsonRefusal } from '@/lib/http/same-site';
import { UpstreamError, upstreamErrorResponse } from '@/lib/upstreams/http';

/**
 * What every loyalty Route Handler (`app/api/loyalty/*`) shares: the member is the signed-in user,
 * taken from the session only (their document names them to the programme; it never reaches the
 * browser). 401 signed out; 403 without a programme account (no document in the session, or the
 * programme answers not-found for them); 502/504 when the programme fails, never a 500. Every
 * answer is `private, no-store`.
 */

const PRIVATE = 'private, no-store';

function privately(response: Response): Response {
  response.headers.set('cache-control', PRIVATE);
  return response;
}

export const noProgrammeAccount = () => jsonError(403, 'no_programme_account', 'There is no loyalty programme account for this user.');

/** A JSON answer of a loyalty route. */
export const answer = (body: unknown, status = 200) => Response.json(body, { status });

/**
 * Runs `handle` for the signed-in member's document. A not-found from the programme means it does
 * not know the member (403); routes that look up something that may not exist (a transaction)
 * answer their own 404 before that.
 */
export async function forMember(handle: (document: string) => Promise<Response>): Promise<Response> {
  const session = await currentSession();
  if (!session) return privately(jsonError(401, 'unauthenticated', 'Sign in first.'));
  if (!session.document) return privately(noProgrammeAccount());
  try {
    return privately(await handle(session.document));
  } catch (error) {
    if (error instanceof UpstreamError && error.failure === 'not_found') return privately(noProgrammeAccount());
    return privately(upstreamErrorResponse(error));
  }
}

/** A write from a page of this site, as JSON; null when the route may go on. */
export const writeRefusal = (request: Request): Response | null => {
  const refusal = crossSiteRefusal(request) ?? nonJsonRefusal(request);
  return refusal && privately(refusal);
};
