import { apiJson } from '@/lib/api-client';
import type { GrowersRewardsAnswer } from '@/lib/growers-rewards/contract';

/**
 * `GET /api/growers-rewards`: the signed-in grower's programme. Prefetched on the server
 * (./prefetch-growers-rewards.ts); the browser's hook is ./use-growers-rewards.ts. Nothing here
 * imports @tanstack/react-query or zod (features/README.md; the route checked the services'
 * answers, and this module rides in the widget's first load).
 */

const answerParser = {
  parse(answer: unknown): GrowersRewardsAnswer {
    if (typeof answer !== 'object' || answer === null || !('enrolled' in answer)) throw new TypeError('The growers’ rewards answer has no enrolment.');
    return answer as GrowersRewardsAnswer;
  },
};

export const fetchGrowersRewards = (): Promise<GrowersRewardsAnswer> => apiJson('/api/growers-rewards', answerParser);

export const growersRewardsQueryOptions = () => ({
  queryKey: ['growers-rewards'] as const,
  queryFn: fetchGrowersRewards,
  // The spec asks for no retries: a failure shows 'Failed to load' and the page's refresh is the retry.
  retry: false,
  retryOnMount: false,
  staleTime: 5 * 60_000,
});
