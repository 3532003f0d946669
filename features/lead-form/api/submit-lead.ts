import { z } from 'zod';
import { ApiError, postJson } from '@/lib/api-client';
import { validationMessageKeys } from '@/lib/forms/country-rules';
import { INVALID_LEAD, type LeadProblems } from '@/lib/forms/validation';
import type { FormRef } from '@/lib/forms/api/form-definition';

/**
 * `POST /api/marketo-form-submit`: one lead. The route checks it with the form's own rules
 * (../logic/validation.ts) and refuses it with 400 `invalid_lead` and, per field, the message keys
 * of the rules it breaks.
 */

export interface LeadSubmission extends FormRef {
  /** Field name -> value, as the form definition names them. */
  fields: Record<string, string>;
  /** The honeypot's content: empty from a person, filled by a bot that fills every input. */
  honeypot: string;
}

/** What the route says of a lead it took: nothing more, so the answer tells a caller nothing about the provider's records. */
const answerSchema = z.object({ data: z.object({ status: z.literal('received') }) });

export async function submitLead({ munchkinId, formId, fields, honeypot }: LeadSubmission) {
  const body = { munchkinId, formId, input: [{ leadFormFields: fields }], ...(honeypot && { website: honeypot }) };
  return (await postJson('/api/marketo-form-submit', body, answerSchema)).data;
}

const problemsSchema = z.object({ fields: z.record(z.string(), z.array(z.enum(validationMessageKeys)).min(1)) });

/** The fields the route refused a lead for, or null for any other failure (the form then shows submit-error). */
export function refusedFields(error: unknown): LeadProblems | null {
  if (!(error instanceof ApiError) || error.status !== 400 || error.code !== INVALID_LEAD) return null;
  const details = problemsSchema.safeParse(error.details);
  return details.success ? details.data.fields : null;
}
