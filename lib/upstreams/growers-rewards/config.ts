import { z } from 'zod';
import { envSlice, requireVariables, timeoutMs } from '@/lib/env-slice';

/** The key the sandbox's growers' rewards service accepts; useless anywhere else. */
export const sandboxGrowersRewardsKey = 'sandbox-growers-rewards-key';

export interface GrowersRewardsSettings {
  /** The growers' rewards programme service (US). */
  baseUrl: string;
  /** Its API key, sent from the server only. */
  apiKey: string;
  timeoutMs: number;
}

const VARIABLES = ['GROWERS_REWARDS_API_URL', 'GROWERS_REWARDS_API_KEY'] as const;

export const growersRewardsConfig = envSlice({
  variables: z.object({
    /** The growers' rewards programme service. */
    GROWERS_REWARDS_API_URL: z.url().optional(),
    /** Its API key: used on the server only, never in a page. */
    GROWERS_REWARDS_API_KEY: z.string().min(1).optional(),
    GROWERS_REWARDS_TIMEOUT_MS: timeoutMs(5000),
  }),
  // Both or neither: the sandbox's key is useless to the real service, and a real key to the sandbox.
  problems: ({ sandbox, present }) =>
    !sandbox || VARIABLES.some((name) => present[name])
      ? requireVariables(present, VARIABLES, sandbox ? 'any GROWERS_REWARDS_API_* variable is set' : 'SANDBOX=off')
      : [],
  settings: (values, { sandboxUrl }): GrowersRewardsSettings => ({
    baseUrl: values.GROWERS_REWARDS_API_URL ?? sandboxUrl('/growers-rewards/api'),
    apiKey: values.GROWERS_REWARDS_API_KEY ?? sandboxGrowersRewardsKey,
    timeoutMs: values.GROWERS_REWARDS_TIMEOUT_MS,
  }),
});
