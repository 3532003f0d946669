import 'server-only';
import type { QueryClient } from '@tanstack/query-core';
import { marketo } from '@/lib/upstreams/marketo/client';
import { formDefinitionQueryOptions, type FormRef } from './form-definition';

/**
 * The form's definition, read on the server with the options the browser's hook uses, so the form
 * renders with its fields and no spinner. Form definitions are public: they may go into a cached page.
 */
export function prefetchFormDefinition(queryClient: QueryClient, form: FormRef): Promise<void> {
  return queryClient.prefetchQuery({ ...formDefinitionQueryOptions(form), queryFn: () => marketo.getFormDefinition(form.munchkinId, form.formId) });
}
