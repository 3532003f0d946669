import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedInterestsQueryOptions } from './contents-for-you-saved';
import { saveInterests } from './contents-for-you-interests';

/**
 * Saves the member's interests; its data is the choice as saved, which also becomes the saved
 * interests a sheet opened later starts from. The articles that follow them are the server's to
 * read again (the topics block refreshes the page after a save).
 */
export function useSaveInterests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInterests,
    onSuccess: (interests) => queryClient.setQueryData(savedInterestsQueryOptions().queryKey, interests),
  });
}
