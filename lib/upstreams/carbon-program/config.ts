import { z } from 'zod';
import { envSlice, requireVariables, timeoutMs } from '@/lib/env-slice';

/** The key the sandbox's carbon programme service accepts; useless anywhere else. */
export const sandboxCarbonProgramKey = 'sandbox-carbon-program-key';

export interface CarbonProgramSettings {
  /** The carbon programme service. Null with the sandbox off and nothing configured: the journey shows its error. */
  baseUrl: string | null;
  /** Sent in a header from the server only, never in a page. */
  apiKey: string | null;
  timeoutMs: number;
}

export const carbonProgramConfig = envSlice({
  variables: z.object({
    /** The carbon programme service, e.g. https://carbon.terralis.example/v1. */
    CARBON_PROGRAM_API_URL: z.url().optional(),
    /** Its API key: used on the server only. */
    CARBON_PROGRAM_API_KEY: z.string().min(1).optional(),
    CARBON_PROGRAM_TIMEOUT_MS: timeoutMs(5000),
  }),
  problems: ({ present }) => (present.CARBON_PROGRAM_API_URL ? requireVariables(present, ['CARBON_PROGRAM_API_KEY'], 'CARBON_PROGRAM_API_URL is set') : []),
  settings: (values, { sandbox, sandboxUrl }): CarbonProgramSettings => {
    const timeout = values.CARBON_PROGRAM_TIMEOUT_MS;
    if (values.CARBON_PROGRAM_API_URL) return { baseUrl: values.CARBON_PROGRAM_API_URL, apiKey: values.CARBON_PROGRAM_API_KEY ?? null, timeoutMs: timeout };
    // The sandbox always gets its own key: a real key set without its URL never leaves for the stand-in.
    return sandbox ? { baseUrl: sandboxUrl('/carbon-program/v1'), apiKey: sandboxCarbonProgramKey, timeoutMs: timeout } : { baseUrl: null, apiKey: null, timeoutMs: timeout };
  },
});
