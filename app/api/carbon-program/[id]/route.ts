import { answer, forSignedIn } from '@/lib/auth/private-route';
import { carbonUserIdSchema, notFoundIsFailure } from '@/lib/carbon-program/route-params';
import { invalidRequest, jsonError } from '@/lib/http/responses';
import { fetchCarbonProgram } from '@/lib/upstreams/carbon-program/client';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ id: string }> };

/**
 * `GET /api/carbon-program/{id}` (spec §7) -> `CarbonProgramAnswer` (lib/carbon-program/contract.ts):
 * the signed-in user's fields and documents, or `{ participant: false }`. The id must be the
 * session's own user: 403 for anyone else's, never their data. 401 signed out, 400 for an id that
 * cannot be one, 502/504 when the programme fails.
 */
export const GET = async (_request: Request, { params }: Params) =>
  forSignedIn(async (session) => {
    const id = carbonUserIdSchema.safeParse((await params).id);
    if (!id.success) return invalidRequest(id.error);
    if (id.data !== session.sub) return jsonError(403, 'forbidden', 'Only your own carbon programme can be read.');
    return answer(await fetchCarbonProgram(session.sub));
  }, notFoundIsFailure);
