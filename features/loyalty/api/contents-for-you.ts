import { apiJson } from '@/lib/api-client';
import { contentsForYouSchema, type ContentsForYou } from '@/lib/loyalty/contract';

/**
 * `GET /api/loyalty/contents-for-you`: the articles for the member and their saved interests (the
 * topics block). Prefetched on the server (./prefetch-contents-for-you.ts) with the same options;
 * the browser's hook is ./use-contents-for-you.ts. Nothing here imports @tanstack/react-query.
 */
export function fetchContentsForYou(): Promise<ContentsForYou> {
  return apiJson('/api/loyalty/contents-for-you', contentsForYouSchema);
}

export const contentsForYouQueryOptions = () => ({
  queryKey: ['loyalty', 'contents-for-you'] as const,
  queryFn: fetchContentsForYou,
  retry: false,
  retryOnMount: false,
  staleTime: 60_000,
});
