import { apiJson } from '@/lib/api-client';
import { expiringPointsSchema, type ExpiringPoints } from '@/lib/loyalty/contract';

/**
 * `GET /api/loyalty/expiring-points`: the member's lots of points still valid, soonest first, for
 * the dashboard's expiring-points alert (../logic/expiring-points.ts picks today's, else the next
 * 45 days'). Prefetched on the server (./prefetch-expiring-points.ts); the hook is ./use-expiring-points.ts.
 */
export function fetchExpiringPoints(): Promise<ExpiringPoints> {
  return apiJson('/api/loyalty/expiring-points', expiringPointsSchema);
}

export const expiringPointsQueryOptions = () => ({
  queryKey: ['loyalty', 'expiring-points'] as const,
  queryFn: fetchExpiringPoints,
  retry: false,
  retryOnMount: false,
  staleTime: 60_000,
});
