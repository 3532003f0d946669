import { apiJson } from '@/lib/api-client';
import type { TrialBrand } from '@/lib/yield-trials/constants';
import type { Trial, YieldTrialsAnswer } from '@/lib/yield-trials/contract';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The route's answer checked without zod (the module's island carries no parser library; the route
 * builds it with lib/yield-trials/contract.ts's schema): the fields a card shows.
 */
export const yieldTrialsAnswer = {
  parse(answer: unknown): YieldTrialsAnswer {
    if (!isRecord(answer) || typeof answer.zip !== 'string' || !Array.isArray(answer.trials)) throw new TypeError('The answer is not a list of trials.');
    const trials = answer.trials.map((trial): Trial => {
      if (
        !isRecord(trial) ||
        typeof trial.reportId !== 'string' ||
        typeof trial.cropGrown !== 'string' ||
        typeof trial.locationName !== 'string' ||
        typeof trial.year !== 'number' ||
        typeof trial.cooperator !== 'string' ||
        typeof trial.distanceMiles !== 'number' ||
        !Array.isArray(trial.summaryItems)
      ) {
        throw new TypeError('The answer holds something that is not a trial.');
      }
      return trial as unknown as Trial;
    });
    return { zip: answer.zip, trials };
  },
};

/** `GET /api/yield-trials?zip&brand`: the brand's trials within 200 miles of a zip, at most 3, nearest first. */
export const fetchYieldTrials = (zip: string, brand: TrialBrand, signal?: AbortSignal): Promise<YieldTrialsAnswer> =>
  apiJson(`/api/yield-trials?${new URLSearchParams({ zip, brand })}`, yieldTrialsAnswer, { signal });

export const yieldTrialsQueryOptions = (zip: string, brand: TrialBrand) => ({
  queryKey: ['yield-trials', brand, zip] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchYieldTrials(zip, brand, signal),
  // Trials change with the season, not by the minute (the route is cached 30 minutes).
  staleTime: 30 * 60_000,
});
