import { answer } from '@/lib/auth/private-route';
import { FIELD_VIEW_BODY_LIMIT, fieldViewYearsBodySchema } from '@/lib/field-data/contract';
import { withPartnerAuthorization } from '@/lib/field-data/partner-route';
import { readValidBody } from '@/lib/http/responses';
import { fieldViewDashboard } from '@/lib/upstreams/field-view/client';

export const dynamic = 'force-dynamic';

/**
 * `POST /api/partners/field-view/dashboard` `{ years }` -> `{ data, lastSyncedAt }`: the signed-in
 * user's fields with their harvests and plantings of those years (spec §7). 401 signed out, 409 not
 * connected, 400 bad years, 502/504 'Failed to fetch field view data' when the partner fails.
 */
export const POST = (request: Request) =>
  withPartnerAuthorization(request, 'Failed to fetch field view data', async (authorization) => {
    const body = await readValidBody(request, fieldViewYearsBodySchema, FIELD_VIEW_BODY_LIMIT);
    if (!body.ok) return body.response;
    return answer(await fieldViewDashboard(authorization, body.data.years));
  });
