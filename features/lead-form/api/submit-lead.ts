import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { postJson } from '@/lib/api-client';
import type { FormRef } from './form-definition';

/** `POST /api/marketo-form-submit`: one lead. */

export interface LeadSubmission extends FormRef {
  /** Field name -> value, as the form definition names them. */
  fields: Record<string, string>;
}

const answerSchema = z.object({ data: z.object({ leadId: z.number(), status: z.string() }) });

export async function submitLead({ munchkinId, formId, fields }: LeadSubmission) {
  return (await postJson('/api/marketo-form-submit', { munchkinId, formId, input: [{ leadFormFields: fields }] }, answerSchema)).data;
}

export const useSubmitLead = () => useMutation({ mutationFn: submitLead });
