import { apiJson } from '@/lib/api-client';
import { interestThemesSchema, type InterestThemes } from '@/lib/loyalty/contract';

/**
 * `GET /api/loyalty/contents-for-you/themes`: the interests picker's tag groups (cultures, regions,
 * editorials). Read in the browser when the picker first opens (./use-contents-for-you-themes.ts).
 */
export function fetchInterestThemes(): Promise<InterestThemes> {
  return apiJson('/api/loyalty/contents-for-you/themes', interestThemesSchema);
}

export const interestThemesQueryOptions = () => ({
  queryKey: ['loyalty', 'contents-for-you', 'themes'] as const,
  queryFn: fetchInterestThemes,
  retry: false,
  // The programme's themes change with its editorial calendar, not while someone picks.
  staleTime: 60 * 60_000,
});
