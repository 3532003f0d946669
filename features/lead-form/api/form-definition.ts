import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { formDefinitionSchema, type FormDefinition } from '@/lib/forms/definition';
import { apiJson } from './request';

export interface FormRef {
  munchkinId: string;
  formId: number;
}

const answerSchema = z.object({ data: formDefinitionSchema });

export async function fetchFormDefinition({ munchkinId, formId }: FormRef): Promise<FormDefinition> {
  const query = new URLSearchParams({ munchkinId, formId: String(formId) });
  return answerSchema.parse(await apiJson(`/api/marketo-form?${query}`)).data;
}

export const formDefinitionQueryOptions = (form: FormRef) =>
  queryOptions({
    queryKey: ['marketo-form', form.munchkinId, form.formId],
    queryFn: () => fetchFormDefinition(form),
    // The server already retries the provider 3 times (the spec's count); retrying here would multiply that.
    retry: false,
    staleTime: 5 * 60_000,
  });

export const useFormDefinition = (form: FormRef) => useQuery(formDefinitionQueryOptions(form));
