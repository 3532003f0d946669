import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { memberQueryOptions } from './member';
import { redemptionsQueryOptions, submitRedemption } from './redemptions';

/** The member's redemption requests in the browser, with the options the server prefetched them with. */
export const useRedemptions = () => useQuery(redemptionsQueryOptions());

/**
 * Sends a redemption attempt. Once the programme took it, the member's summary and the requests are
 * read again: the balance every widget shows is the programme's, lowered once whatever the number of
 * sends (never lowered here by hand, which a repeated answer would do twice).
 */
export function useSubmitRedemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitRedemption,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: redemptionsQueryOptions().queryKey }),
      ]),
  });
}
