import { apiJson } from '@/lib/api-client';
import { yieldTrialsAnswerSchema, type TrialBrand, type YieldTrialsAnswer } from '@/lib/yield-trials/contract';

/** `GET /api/yield-trials?zip&brand`: the brand's trials within 200 miles of a zip, at most 3, nearest first. */
export const fetchYieldTrials = (zip: string, brand: TrialBrand, signal?: AbortSignal): Promise<YieldTrialsAnswer> =>
  apiJson(`/api/yield-trials?${new URLSearchParams({ zip, brand })}`, yieldTrialsAnswerSchema, { signal });

export const yieldTrialsQueryOptions = (zip: string, brand: TrialBrand) => ({
  queryKey: ['yield-trials', brand, zip] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchYieldTrials(zip, brand, signal),
  // Trials change with the season, not by the minute (the route is cached 30 minutes).
  staleTime: 30 * 60_000,
});
