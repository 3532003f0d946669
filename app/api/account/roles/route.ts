import { z } from 'zod';
import { currentSession } from '@/lib/auth/session';
import { jsonError, readValidBody } from '@/lib/http/responses';
import { errorMessage, log } from '@/lib/log';
import { fetchUserRoles } from '@/lib/upstreams/accounts/client';

export const dynamic = 'force-dynamic';

const bodySchema = z
  .object({
    uid: z.string().min(1).max(200),
    /** Sent by the spec's clients; the server uses the session's own token instead of trusting one from the browser. */
    authorization: z.string().max(8_192).optional(),
  })
  .strict();

/**
 * `POST /api/account/roles` `{ uid, authorization }` -> `{ data: [{ roleName }] }` for the signed-in
 * user only. A failing account service answers an empty list (spec section 8): the user then sees
 * what a user without roles sees, not an error.
 */
export async function POST(request: Request) {
  const body = await readValidBody(request, bodySchema, 16 * 1024);
  if (!body.ok) return body.response;
  const session = await currentSession();
  if (!session) return jsonError(401, 'unauthenticated', 'Sign in first.');
  if (body.data.uid !== session.sub) return jsonError(403, 'forbidden', 'Only your own roles can be read.');
  const headers = { 'cache-control': 'private, no-store' };
  try {
    return Response.json({ data: await fetchUserRoles(session.sub, session.accessToken) }, { headers });
  } catch (error) {
    log.warn('account.roles_unavailable', { error: errorMessage(error) });
    return Response.json({ data: [] }, { headers });
  }
}
