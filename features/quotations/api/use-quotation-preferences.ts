import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PreferenceChange, QuotationItem } from '@/lib/quotations/contract';
import { withChecked } from '../logic/preference-groups';
import { quotationPreferencesQueryOptions, saveQuotationPreference } from './quotation-preferences';

/** The member's quotation items, read once `enabled` (the sheet is open). */
export const useQuotationPreferences = (enabled: boolean) => useQuery({ ...quotationPreferencesQueryOptions(), enabled });

/**
 * Shows or hides one item in the member's ticker, optimistically: the switch moves at once, and
 * moves back when the save fails (`onFailed` then says so). Only the changed item is put back, so
 * other changes made meanwhile stay.
 */
export function useToggleQuotation({ onFailed }: { onFailed: (change: PreferenceChange) => void }) {
  const queryClient = useQueryClient();
  const { queryKey } = quotationPreferencesQueryOptions();
  const setChecked = (itemId: string, checked: boolean) =>
    queryClient.setQueryData<QuotationItem[]>(queryKey, (items) => items && withChecked(items, itemId, checked));
  return useMutation({
    mutationFn: saveQuotationPreference,
    onMutate: async (change: PreferenceChange) => {
      // A read on its way would overwrite the change with the old answer.
      await queryClient.cancelQueries({ queryKey });
      setChecked(change.itemId, change.checked);
    },
    onError: (_error, change) => {
      setChecked(change.itemId, !change.checked);
      onFailed(change);
    },
  });
}
