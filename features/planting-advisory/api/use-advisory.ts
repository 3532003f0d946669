import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdvisoryAnswer, SavedAdvisory } from '@/lib/planting-advisory/contract';
import { advisoryQueryOptions, saveAdvisory } from './advisory';

/** The user's farms, connection and saved choices. */
export const useAdvisory = () => useQuery(advisoryQueryOptions());

/** 'Save for next': on success the cached answer holds the new choices. */
export function useSaveAdvisory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAdvisory,
    onSuccess: (saved: SavedAdvisory) =>
      queryClient.setQueryData<AdvisoryAnswer>(advisoryQueryOptions().queryKey, (answer) => answer && { ...answer, saved }),
  });
}
