import { z } from 'zod';
import { jsonError, readValidBody } from '@/lib/http/responses';
import { upstreamErrorResponse } from '@/lib/upstreams/http';
import { env } from '@/lib/env';
import { marketo, ourMunchkinIdSchema } from '@/lib/upstreams/marketo/client';

/** Marketo takes at most 300 records per call. */
const MAX_RECORDS = 300;
const MAX_BODY_BYTES = 256 * 1024;

const bodySchema = z
  .object({
    action: z.literal('createOrUpdate'),
    customObjectName: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'must be a custom object API name'),
    munchkinId: ourMunchkinIdSchema,
    input: z
      .array(z.record(z.string().min(1).max(100), z.union([z.string().max(4000), z.number(), z.boolean(), z.null()])))
      .min(1)
      .max(MAX_RECORDS),
  })
  .strict();

/**
 * `POST /api/marketo-custom-object` `{ action: 'createOrUpdate', customObjectName, munchkinId, input }`
 * -> `{ data: [{ seq, status, marketoGUID?, reasons? }] }`. Only the custom objects listed in
 * MARKETO_CUSTOM_OBJECTS can be written.
 */
export async function POST(request: Request) {
  const body = await readValidBody(request, bodySchema, MAX_BODY_BYTES);
  if (!body.ok) return body.response;
  const { customObjectName, munchkinId, input } = body.data;
  if (!env.marketo.customObjects.includes(customObjectName)) {
    return jsonError(400, 'invalid_request', 'This custom object cannot be written through the site.', { customObjectName });
  }
  try {
    return Response.json({ data: await marketo.syncCustomObject(munchkinId, customObjectName, input) });
  } catch (error) {
    return upstreamErrorResponse(error);
  }
}
