import { apiJson } from '@/lib/api-client';
import { recommendedServicesSchema, type RecommendedServices } from '@/lib/loyalty/contract';

/** Which services: the member's own recommendations, or the programme's showcase (the same for everyone). */
export type ServicesList = 'personal' | 'featured';

/**
 * `GET /api/loyalty/recommended-services?list&page`: one page of 8 services. The widget pages
 * through them with 'see more' (an infinite query); the server prefetches page 1
 * (./prefetch-recommended-services.ts) with the same options; the browser's hook is
 * ./use-recommended-services.ts. Nothing here imports @tanstack/react-query.
 */
export function fetchRecommendedServices(list: ServicesList, page: number): Promise<RecommendedServices> {
  return apiJson(`/api/loyalty/recommended-services?${new URLSearchParams({ list, page: String(page) })}`, recommendedServicesSchema);
}

/** The page after `lastPage`, while there is one. */
export const nextServicesPage = (last: RecommendedServices, _all: unknown, lastPage: number): number | undefined =>
  lastPage < last.totalPages ? lastPage + 1 : undefined;

export const recommendedServicesQueryOptions = (list: ServicesList) => ({
  queryKey: ['loyalty', 'recommended-services', list] as const,
  queryFn: ({ pageParam }: { pageParam: number }) => fetchRecommendedServices(list, pageParam),
  initialPageParam: 1,
  getNextPageParam: nextServicesPage,
  // The HTTP helper already decides what to retry against the programme; the widget offers its own retry.
  retry: false,
  retryOnMount: false,
  staleTime: 60_000,
});
