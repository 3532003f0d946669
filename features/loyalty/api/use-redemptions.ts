import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePageRefresh } from '@/lib/browser/use-page-refresh';
import { memberQueryOptions } from './member';
import { redemptionsQueryOptions, submitRedemption } from './redemptions';

/** The member's redemption requests in the browser, with the options the server prefetched them with. */
export const useRedemptions = () => useQuery(redemptionsQueryOptions());

/**
 * Sends a redemption attempt. Once the programme took it, the member's summary and the requests are
 * read again, and the page is asked of the server again: the balance every widget shows (the flow's
 * own, and the widgets the server renders, such as the points dashboard) is the programme's,
 * lowered once whatever the number of sends (never lowered here by hand, which a repeated answer
 * would do twice).
 */
export function useSubmitRedemption() {
  const queryClient = useQueryClient();
  const [, refreshPage] = usePageRefresh();
  return useMutation({
    mutationFn: submitRedemption,
    onSuccess: () => {
      refreshPage();
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: memberQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: redemptionsQueryOptions().queryKey }),
      ]);
    },
  });
}
