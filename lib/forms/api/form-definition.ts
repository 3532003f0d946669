import { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { formDefinitionSchema, type FormDefinition } from '@/lib/forms/definition';

/**
 * `GET /api/marketo-form`: a form's definition. Prefetched on the server (./prefetch-form-definition.ts)
 * with the same options; the browser's hook is ./use-form-definition.ts. Nothing here imports
 * @tanstack/react-query: the server prefetch imports this file, and the package's client components
 * (its hooks, providers) would then become part of every page of the CMS route.
 */

export interface FormRef {
  munchkinId: string;
  formId: number;
}

const answerSchema = z.object({ data: formDefinitionSchema });

export async function fetchFormDefinition({ munchkinId, formId }: FormRef): Promise<FormDefinition> {
  const query = new URLSearchParams({ munchkinId, formId: String(formId) });
  return (await apiJson(`/api/marketo-form?${query}`, answerSchema)).data;
}

export const formDefinitionQueryOptions = (form: FormRef) => ({
  queryKey: ['marketo-form', form.munchkinId, form.formId] as const,
  queryFn: () => fetchFormDefinition(form),
  // The server already retries the provider 3 times (the spec's count); retrying here would multiply that.
  retry: false,
  // A definition the server could not load (its 3 retries spent) is shown as the error; the visitor's retry asks again.
  retryOnMount: false,
  staleTime: 5 * 60_000,
});
