import { answer } from '@/lib/auth/private-route';
import { FIELD_VIEW_BODY_LIMIT, fieldViewYearsBodySchema } from '@/lib/field-data/contract';
import { withPartnerAuthorization } from '@/lib/field-data/partner-route';
import { readValidBody } from '@/lib/http/responses';
import { syncFieldView } from '@/lib/upstreams/field-view/client';

export const dynamic = 'force-dynamic';

/**
 * `POST /api/partners/field-view/dashboard-sync` `{ years }` -> `{ status }`: asks the partner to
 * sync the signed-in user's fields (spec §7). 401 signed out, 409 not connected, 400 bad years,
 * 502/504 'Failed to fetch field view data' when the partner fails.
 */
export const POST = (request: Request) =>
  withPartnerAuthorization(request, 'Failed to fetch field view data', async (authorization) => {
    const body = await readValidBody(request, fieldViewYearsBodySchema, FIELD_VIEW_BODY_LIMIT);
    if (!body.ok) return body.response;
    return answer({ status: await syncFieldView(authorization, body.data.years) });
  });
