import { answer, forSignedIn, writeRefusal } from '@/lib/auth/private-route';
import { connectFieldData, disconnectFieldData } from '@/lib/field-data/connection';
import { FIELD_VIEW_BODY_LIMIT, fieldViewConnectBodySchema, type FieldViewConnectionAnswer } from '@/lib/field-data/contract';
import { jsonError, readValidBody } from '@/lib/http/responses';
import { fieldViewUserId, linkFieldViewAccount } from '@/lib/upstreams/field-view/client';

export const dynamic = 'force-dynamic';

/**
 * `POST /api/partners/field-view/connection` `{}`: links the signed-in user's partner account to
 * our client id and keeps the authorization on the server (lib/field-data/connection.ts), once the
 * partner has said whose it is (user-info). 401 signed out, 403 without an e-mail to link by,
 * 502/504 when the partner fails (nothing kept).
 */
export const POST = async (request: Request) =>
  writeRefusal(request) ??
  forSignedIn(async (session) => {
    const body = await readValidBody(request, fieldViewConnectBodySchema, FIELD_VIEW_BODY_LIMIT);
    if (!body.ok) return body.response;
    if (!session.email) return jsonError(403, 'forbidden', 'This user has no e-mail to link a field-data account by.');
    const authorization = await linkFieldViewAccount(session.email);
    await fieldViewUserId(authorization);
    await connectFieldData(session.sub, authorization);
    return answer({ connected: true } satisfies FieldViewConnectionAnswer);
  });

/** `DELETE /api/partners/field-view/connection`: forgets the signed-in user's connection. */
export const DELETE = async (request: Request) =>
  writeRefusal(request) ??
  forSignedIn(async (session) => {
    await disconnectFieldData(session.sub);
    return answer({ connected: false } satisfies FieldViewConnectionAnswer);
  });
