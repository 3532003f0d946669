import { useMutation } from '@tanstack/react-query';
import { saveInterests } from './contents-for-you-interests';

/**
 * Saves the member's interests; its data is the choice as saved. The articles that follow them are
 * the server's to read again (the topics block refreshes the page after a save).
 */
export const useSaveInterests = () => useMutation({ mutationFn: saveInterests });
