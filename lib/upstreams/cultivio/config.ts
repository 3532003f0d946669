import { z } from 'zod';
import { envSlice, requireVariables, timeoutMs } from '@/lib/env-slice';

/** The key the sandbox's Cultivio accepts; useless anywhere else. */
export const sandboxCultivioKey = 'sandbox-cultivio-key';

export interface CultivioSettings {
  /** Cultivio's API. Null with the sandbox off and nothing configured: every lookup fails ('Error'). */
  baseUrl: string | null;
  /** Sent in a header from the server only, never in a page. */
  apiKey: string | null;
  timeoutMs: number;
}

export const cultivioConfig = envSlice({
  variables: z.object({
    /** Cultivio's API, e.g. https://api.cultivio.example/v1. */
    CULTIVIO_API_URL: z.url().optional(),
    /** Its API key: used on the server only. */
    CULTIVIO_API_KEY: z.string().min(1).optional(),
    CULTIVIO_TIMEOUT_MS: timeoutMs(5000),
  }),
  problems: ({ present }) => (present.CULTIVIO_API_URL ? requireVariables(present, ['CULTIVIO_API_KEY'], 'CULTIVIO_API_URL is set') : []),
  settings: (values, { sandbox, sandboxUrl }): CultivioSettings => {
    if (values.CULTIVIO_API_URL) return { baseUrl: values.CULTIVIO_API_URL, apiKey: values.CULTIVIO_API_KEY ?? null, timeoutMs: values.CULTIVIO_TIMEOUT_MS };
    // The sandbox always gets its own key: a real key set without its URL never leaves for the stand-in.
    return sandbox
      ? { baseUrl: sandboxUrl('/cultivio/v1'), apiKey: sandboxCultivioKey, timeoutMs: values.CULTIVIO_TIMEOUT_MS }
      : { baseUrl: null, apiKey: null, timeoutMs: values.CULTIVIO_TIMEOUT_MS };
  },
});
