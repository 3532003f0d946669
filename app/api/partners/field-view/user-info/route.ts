import { answer } from '@/lib/auth/private-route';
import { FIELD_VIEW_BODY_LIMIT, fieldViewConnectBodySchema } from '@/lib/field-data/contract';
import { withPartnerAuthorization } from '@/lib/field-data/partner-route';
import { readValidBody } from '@/lib/http/responses';
import { fieldViewUserId } from '@/lib/upstreams/field-view/client';

export const dynamic = 'force-dynamic';

/**
 * `POST /api/partners/field-view/user-info` `{}` -> `{ user_id }`: the partner's id of the signed-in
 * user (spec §7). 401 signed out, 409 not connected, 502/504 'Something went wrong' when the
 * partner fails (§8).
 */
export const POST = (request: Request) =>
  withPartnerAuthorization(request, 'Something went wrong', async (authorization) => {
    const body = await readValidBody(request, fieldViewConnectBodySchema, FIELD_VIEW_BODY_LIMIT);
    if (!body.ok) return body.response;
    return answer({ user_id: await fieldViewUserId(authorization) });
  });
