import { useMutation } from '@tanstack/react-query';
import { submitLead } from './submit-lead';

/** Sends one lead (`POST /api/marketo-form-submit`) from the browser. */
export const useSubmitLead = () => useMutation({ mutationFn: submitLead });
