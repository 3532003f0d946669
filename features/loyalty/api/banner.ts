import { apiJson } from '@/lib/api-client';
import { bannerAnswerSchema, type LoyaltyBanner } from '@/lib/loyalty/contract';

/**
 * `GET /api/loyalty/banner`: the points dashboard's second call (its weather bulletin). Prefetched
 * on the server (./prefetch-banner.ts) with the same options; the browser's hook is ./use-banner.ts.
 */
export function fetchBanner(): Promise<LoyaltyBanner> {
  return apiJson('/api/loyalty/banner', bannerAnswerSchema);
}

export const bannerQueryOptions = () => ({
  queryKey: ['loyalty', 'banner'] as const,
  queryFn: fetchBanner,
  // As the member's: the HTTP helper decides what to retry against the programme; the widget offers its own retry.
  retry: false,
  retryOnMount: false,
  staleTime: 60_000,
});
