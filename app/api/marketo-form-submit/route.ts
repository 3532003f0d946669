import { z } from 'zod';
import { formFields, formIdSchema, munchkinIdSchema } from '@/lib/forms/definition';
import { jsonError, readValidBody } from '@/lib/http/responses';
import { upstreamErrorResponse } from '@/lib/upstreams/http';
import { marketo } from '@/lib/upstreams/marketo/client';

/** A lead form is a few dozen short fields; anything bigger is not one. */
const MAX_BODY_BYTES = 16 * 1024;

const bodySchema = z
  .object({
    munchkinId: munchkinIdSchema,
    formId: formIdSchema,
    input: z
      .array(z.object({ leadFormFields: z.record(z.string().min(1).max(100), z.string().max(4000)) }).strict())
      .length(1, 'one lead per submission'),
  })
  .strict();

/**
 * `POST /api/marketo-form-submit` `{ munchkinId, formId, input: [{ leadFormFields }] }` ->
 * `{ data: { leadId, status } }`. Only fields the form itself has are passed on, so the endpoint
 * cannot be used to write arbitrary lead fields.
 */
export async function POST(request: Request) {
  const body = await readValidBody(request, bodySchema, MAX_BODY_BYTES);
  if (!body.ok) return body.response;
  const { munchkinId, formId, input } = body.data;
  const fields = input[0]!.leadFormFields;
  try {
    const definition = await marketo.getFormDefinition(munchkinId, formId);
    const known = new Set(formFields(definition).map((field) => field.name));
    const unknown = Object.keys(fields).filter((name) => !known.has(name));
    if (unknown.length > 0) return jsonError(400, 'invalid_request', 'The form has no such fields.', { unknownFields: unknown });
    return Response.json({ data: await marketo.submitLead(munchkinId, formId, fields) });
  } catch (error) {
    return upstreamErrorResponse(error);
  }
}
