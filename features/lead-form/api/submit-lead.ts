import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { FormRef } from './form-definition';
import { apiJson } from './request';

export interface LeadSubmission extends FormRef {
  /** Field name -> value, as the form definition names them. */
  fields: Record<string, string>;
}

const answerSchema = z.object({ data: z.object({ leadId: z.number(), status: z.string() }) });

export async function submitLead({ munchkinId, formId, fields }: LeadSubmission) {
  const body = { munchkinId, formId, input: [{ leadFormFields: fields }] };
  const answer = await apiJson('/api/marketo-form-submit', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return answerSchema.parse(answer).data;
}

export const useSubmitLead = () => useMutation({ mutationFn: submitLead });
