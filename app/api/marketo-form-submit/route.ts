import { z } from 'zod';
import { checkLead, INVALID_LEAD } from '@/features/lead-form';
import { formFields, formIdSchema } from '@/lib/forms/definition';
import { publicWriteRefusal } from '@/lib/http/public-write';
import { jsonError, readValidBody } from '@/lib/http/responses';
import { log } from '@/lib/log';
import { upstreamErrorResponse } from '@/lib/upstreams/http';
import { marketo, ourMunchkinIdSchema } from '@/lib/upstreams/marketo/client';

/** A lead form is a few dozen short fields; anything bigger is not one. */
const MAX_BODY_BYTES = 16 * 1024;

const bodySchema = z
  .object({
    munchkinId: ourMunchkinIdSchema,
    formId: formIdSchema,
    input: z
      .array(z.object({ leadFormFields: z.record(z.string().min(1).max(100), z.string().max(4000)) }).strict())
      .length(1, 'one lead per submission'),
    /** The form's honeypot (features/lead-form/components/honeypot.tsx): people leave it empty. */
    website: z.string().max(4000).optional(),
  })
  .strict();

/** What the route answers for a lead it took: nothing about the provider's records (whether the e-mail was already a lead). */
const received = () => Response.json({ data: { status: 'received' } });

/**
 * `POST /api/marketo-form-submit` `{ munchkinId, formId, input: [{ leadFormFields }] }` ->
 * `{ data: { status: 'received' } }`. The lead is checked with the form's own rules (the ones the
 * browser applies, from the form's definition): fields the form does not have are refused, and a
 * lead that breaks a rule is answered 400 `invalid_lead` with `details.fields`, per field the
 * message keys of the rules it breaks. Only the showing fields' values go on to Marketo.
 */
export async function POST(request: Request) {
  const refused = await publicWriteRefusal(request, 'lead-submit');
  if (refused) return refused;
  const body = await readValidBody(request, bodySchema, MAX_BODY_BYTES);
  if (!body.ok) return body.response;
  const { munchkinId, formId, input, website } = body.data;
  if (website?.trim()) {
    // A bot filled in the trap: it sees the usual answer, and Marketo never hears of it.
    log.info('lead_form.honeypot', { formId });
    return received();
  }
  const submitted = input[0]!.leadFormFields;
  try {
    const definition = await marketo.getFormDefinition(munchkinId, formId);
    const known = new Set(formFields(definition).map((field) => field.name));
    const unknown = Object.keys(submitted).filter((name) => !known.has(name));
    if (unknown.length > 0) return jsonError(400, 'invalid_request', 'The form has no such fields.', { unknownFields: unknown });
    const lead = checkLead(definition, submitted);
    if (!lead.ok) return jsonError(400, INVALID_LEAD, 'Some fields of the lead are not valid.', { fields: lead.problems });
    await marketo.submitLead(munchkinId, formId, lead.fields);
    return received();
  } catch (error) {
    return upstreamErrorResponse(error);
  }
}
