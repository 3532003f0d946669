import { apiJson } from '@/lib/api-client';
import { memberAnswerSchema, type MemberSummary } from '@/lib/loyalty/contract';

/**
 * `GET /api/loyalty/member`: the signed-in member's summary (points, stars, family group, contacts),
 * which several loyalty widgets read (dashboard, services' labels, redeem flow, contacts). Prefetched
 * on the server (./prefetch-member.ts) with the same options; the browser's hook is ./use-member.ts.
 * Nothing here imports @tanstack/react-query (see features/README.md, the data path).
 */
export async function fetchMember(): Promise<MemberSummary> {
  return (await apiJson('/api/loyalty/member', memberAnswerSchema)).member;
}

export const memberQueryOptions = () => ({
  queryKey: ['loyalty', 'member'] as const,
  queryFn: fetchMember,
  // The HTTP helper already decides what to retry against the programme; the widget offers its own retry.
  retry: false,
  retryOnMount: false,
  staleTime: 60_000,
});
