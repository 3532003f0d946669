import 'server-only';
import { forSignedIn, writeRefusal } from '@/lib/auth/private-route';
import type { Session } from '@/lib/auth/session';
import { jsonError } from '@/lib/http/responses';
import { UpstreamError, upstreamErrorResponse } from '@/lib/upstreams/http';
import { fieldDataAuthorization } from './connection';
import { NOT_CONNECTED } from './contract';

/**
 * What the field-data partner routes share: a write from this site, as JSON, by a signed-in user
 * (lib/auth/private-route.ts); the partner authorization is that user's server-side connection,
 * never the browser's; 409 when they have not connected an account; a partner failure answers
 * 502/504 with the spec's message for the call (`failure`), never a 500.
 */
export function withPartnerAuthorization(request: Request, failure: string, handle: (authorization: string, session: Session) => Promise<Response>): Promise<Response> {
  const refusal = writeRefusal(request);
  if (refusal) return Promise.resolve(refusal);
  return forSignedIn(
    async (session) => {
      const authorization = await fieldDataAuthorization(session.sub);
      if (!authorization) return jsonError(409, NOT_CONNECTED, 'Connect a field-data account first.');
      return handle(authorization, session);
    },
    (error) => (error instanceof UpstreamError && error.failure !== 'timeout' ? jsonError(502, 'upstream_error', failure) : upstreamErrorResponse(error)),
  );
}
