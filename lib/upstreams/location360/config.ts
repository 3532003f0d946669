import { z } from 'zod';
import { envSlice, requireVariables, timeoutMs } from '@/lib/env-slice';

/** The key the sandbox's Location360 accepts; useless anywhere else. */
export const sandboxLocation360Key = 'sandbox-location360-key';

export interface Location360Settings {
  /** Location360's API. Null with the sandbox off and nothing configured: every lookup fails (502). */
  baseUrl: string | null;
  /** Sent in a header from the server only, never in a page. */
  apiKey: string | null;
  timeoutMs: number;
}

export const location360Config = envSlice({
  variables: z.object({
    /** Location360's API, e.g. https://api.location360.example/v2. */
    LOCATION360_API_URL: z.url().optional(),
    /** Its API key: used on the server only. */
    LOCATION360_API_KEY: z.string().min(1).optional(),
    LOCATION360_TIMEOUT_MS: timeoutMs(5000),
  }),
  problems: ({ present }) => (present.LOCATION360_API_URL ? requireVariables(present, ['LOCATION360_API_KEY'], 'LOCATION360_API_URL is set') : []),
  settings: (values, { sandbox, sandboxUrl }): Location360Settings => {
    if (values.LOCATION360_API_URL) return { baseUrl: values.LOCATION360_API_URL, apiKey: values.LOCATION360_API_KEY ?? null, timeoutMs: values.LOCATION360_TIMEOUT_MS };
    return sandbox
      ? { baseUrl: sandboxUrl('/location360/v2'), apiKey: sandboxLocation360Key, timeoutMs: values.LOCATION360_TIMEOUT_MS }
      : { baseUrl: null, apiKey: null, timeoutMs: values.LOCATION360_TIMEOUT_MS };
  },
});
