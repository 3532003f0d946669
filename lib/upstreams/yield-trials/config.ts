import { z } from 'zod';
import { envSlice, requireVariables, timeoutMs } from '@/lib/env-slice';

/** The key the sandbox's yield trials service accepts; useless anywhere else. */
export const sandboxYieldTrialsKey = 'sandbox-yield-trials-key';

export interface YieldTrialsSettings {
  /** The Local Yield Results service. Null with the sandbox off and nothing configured: no trials (the module shows its error). */
  baseUrl: string | null;
  /** Sent in a header from the server only, never in a page. */
  apiKey: string | null;
  timeoutMs: number;
}

export const yieldTrialsConfig = envSlice({
  variables: z.object({
    /** The Local Yield Results service, e.g. https://trials.terralis.example/v1. */
    YIELD_TRIALS_API_URL: z.url().optional(),
    /** Its API key: used on the server only, never in a page. */
    YIELD_TRIALS_API_KEY: z.string().min(1).optional(),
    YIELD_TRIALS_TIMEOUT_MS: timeoutMs(5000),
  }),
  problems: ({ present }) => (present.YIELD_TRIALS_API_URL ? requireVariables(present, ['YIELD_TRIALS_API_KEY'], 'YIELD_TRIALS_API_URL is set') : []),
  settings: (values, { sandbox, sandboxUrl }): YieldTrialsSettings => {
    if (values.YIELD_TRIALS_API_URL) return { baseUrl: values.YIELD_TRIALS_API_URL, apiKey: values.YIELD_TRIALS_API_KEY ?? null, timeoutMs: values.YIELD_TRIALS_TIMEOUT_MS };
    // The sandbox always gets its own key: a real key set without its URL never leaves for the stand-in.
    return sandbox
      ? { baseUrl: sandboxUrl('/yield-trials/v1'), apiKey: sandboxYieldTrialsKey, timeoutMs: values.YIELD_TRIALS_TIMEOUT_MS }
      : { baseUrl: null, apiKey: null, timeoutMs: values.YIELD_TRIALS_TIMEOUT_MS };
  },
});
