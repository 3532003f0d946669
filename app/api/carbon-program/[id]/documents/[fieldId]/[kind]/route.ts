import { forSignedIn } from '@/lib/auth/private-route';
import { documentParamsSchema, notFoundIsFailure } from '@/lib/carbon-program/route-params';
import { invalidRequest, jsonError } from '@/lib/http/responses';
import { fetchCarbonDocument } from '@/lib/upstreams/carbon-program/client';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ id: string; fieldId: string; kind: string }> };

/**
 * `GET /api/carbon-program/{id}/documents/{fieldId}/{kind}` -> the PDF of one of the signed-in
 * participant's documents (the journey page's links), fetched from the programme by the path its
 * own answer gives: 403 for another user's id, 404 for a document they do not have, 401 signed out,
 * 502/504 when the programme fails. Shown in the browser, saved under the document's name.
 */
export const GET = async (_request: Request, { params }: Params) =>
  forSignedIn(async (session) => {
    const parsed = documentParamsSchema.safeParse(await params);
    if (!parsed.success) return invalidRequest(parsed.error);
    const { id, fieldId, kind } = parsed.data;
    if (id !== session.sub) return jsonError(403, 'forbidden', 'Only your own documents can be read.');
    const file = await fetchCarbonDocument(session.sub, fieldId, kind);
    if (!file) return jsonError(404, 'not_found', 'No such document.');
    return new Response(file.bytes, {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="${fieldId}-${kind}.pdf"`,
        'x-content-type-options': 'nosniff',
      },
    });
  }, notFoundIsFailure);
