import 'server-only';
import { jsonError } from '@/lib/http/responses';
import { crossSiteRefusal, nonJsonRefusal } from '@/lib/http/same-site';
import { upstreamErrorResponse } from '@/lib/upstreams/http';
import { currentSession, type Session } from './session';

/**
 * What every Route Handler of per-user data shares: the user is the signed-in one, taken from the
 * session only; 401 signed out; 502/504 when the upstream fails, never a 500; every answer
 * `private, no-store`.
 */

const PRIVATE = 'private, no-store';

export function privately(response: Response): Response {
  response.headers.set('cache-control', PRIVATE);
  return response;
}

/** A JSON answer of a private route. */
export const answer = (body: unknown, status = 200) => Response.json(body, { status });

/**
 * Runs `handle` for the signed-in user's session. An upstream failure `handle` does not answer
 * itself becomes 502/504; `recover` may answer some failures first (a not-found that means
 * "no account", say).
 */
export async function forSignedIn(handle: (session: Session) => Promise<Response>, recover?: (error: unknown) => Response | null): Promise<Response> {
  const session = await currentSession();
  if (!session) return privately(jsonError(401, 'unauthenticated', 'Sign in first.'));
  try {
    return privately(await handle(session));
  } catch (error) {
    return privately(recover?.(error) ?? upstreamErrorResponse(error));
  }
}

/** A write from a page of this site, as JSON; null when the route may go on. */
export const writeRefusal = (request: Request): Response | null => {
  const refusal = crossSiteRefusal(request) ?? nonJsonRefusal(request);
  return refusal && privately(refusal);
};
