import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentsForYou } from '@/lib/loyalty/contract';
import { contentsForYouQueryOptions } from './contents-for-you';
import { saveInterests } from './contents-for-you-interests';

/**
 * Saves the member's interests. On success the contents' query holds the saved choice at once and
 * is read again (the programme's articles follow the interests); on failure nothing changes.
 */
export function useSaveInterests() {
  const queryClient = useQueryClient();
  const { queryKey } = contentsForYouQueryOptions();
  return useMutation({
    mutationFn: saveInterests,
    onSuccess: async (interests) => {
      queryClient.setQueryData<ContentsForYou>(queryKey, (current) => current && { ...current, interests });
      await queryClient.invalidateQueries({ queryKey, exact: true });
    },
  });
}
