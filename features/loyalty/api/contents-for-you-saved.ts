import { apiJson } from '@/lib/api-client';
import { contentsForYouSchema, type Interests } from '@/lib/loyalty/contract';
import { chosenInterests } from '../logic/topics';

/**
 * `GET /api/loyalty/contents-for-you`, for the member's saved interests only: where the interests
 * sheet starts on a page that cannot know them (the article banner sits on cached pages). A list,
 * the programme's legacy shape, is no choice yet. Read in the browser when the sheet opens
 * (./use-contents-for-you-saved.ts); a save puts the new choice here (./use-contents-for-you-interests.ts).
 */
export async function fetchSavedInterests(): Promise<Interests> {
  const answer = await apiJson('/api/loyalty/contents-for-you', contentsForYouSchema);
  return chosenInterests(answer.interests);
}

export const savedInterestsQueryOptions = () => ({
  queryKey: ['loyalty', 'contents-for-you', 'saved-interests'] as const,
  queryFn: fetchSavedInterests,
  retry: false,
  // Changed in this tab only by a save, which writes its answer here.
  staleTime: 5 * 60_000,
});
