import { useQuery } from '@tanstack/react-query';
import { formDefinitionQueryOptions, type FormRef } from './form-definition';

/** A form's definition in the browser, with the options the server prefetched it with. */
export const useFormDefinition = (form: FormRef) => useQuery(formDefinitionQueryOptions(form));
