import { z } from 'zod';
import { formIdSchema } from '@/lib/forms/definition';
import { invalidRequest } from '@/lib/http/responses';
import { upstreamErrorResponse } from '@/lib/upstreams/http';
import { marketo, ourMunchkinIdSchema } from '@/lib/upstreams/marketo/client';

const querySchema = z.object({ munchkinId: ourMunchkinIdSchema, formId: formIdSchema }).strict();

/** `GET /api/marketo-form?munchkinId&formId` -> `{ data: FormDefinition }`. */
export async function GET(request: Request) {
  const parsed = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return invalidRequest(parsed.error);
  try {
    const data = await marketo.getFormDefinition(parsed.data.munchkinId, parsed.data.formId);
    // Shared caches may keep a definition for minutes; browsers always ask (a marketer's fix shows up on reload).
    return Response.json({ data }, { headers: { 'cache-control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600' } });
  } catch (error) {
    return upstreamErrorResponse(error);
  }
}
