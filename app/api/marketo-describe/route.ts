import { z } from 'zod';
import { invalidRequest } from '@/lib/http/responses';
import { upstreamErrorResponse } from '@/lib/upstreams/http';
import { marketo, ourMunchkinIdSchema } from '@/lib/upstreams/marketo/client';

const querySchema = z.object({ munchkinId: ourMunchkinIdSchema }).strict();

/** `GET /api/marketo-describe?munchkinId` -> `{ result: [{ id, displayName, dataType, soap: { name }, rest: { name } }] }`. */
export async function GET(request: Request) {
  const parsed = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return invalidRequest(parsed.error);
  try {
    return Response.json({ result: await marketo.describeLeadFields(parsed.data.munchkinId) });
  } catch (error) {
    return upstreamErrorResponse(error);
  }
}
