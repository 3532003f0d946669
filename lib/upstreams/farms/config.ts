import { z } from 'zod';
import { envSlice, timeoutMs } from '@/lib/env-slice';

export interface FarmsSettings {
  /** The preview farms service. Null with the sandbox off and nothing configured: no farms (the advisory shows its error). */
  baseUrl: string | null;
  timeoutMs: number;
}

export const farmsConfig = envSlice({
  variables: z.object({
    /** The planting advisory's preview farms service, e.g. https://preceon.terralis.example/v1. */
    FARMS_URL: z.url().optional(),
    FARMS_TIMEOUT_MS: timeoutMs(5000),
  }),
  settings: (values, { sandbox, sandboxUrl }): FarmsSettings => ({
    baseUrl: values.FARMS_URL ?? (sandbox ? sandboxUrl('/farms') : null),
    timeoutMs: values.FARMS_TIMEOUT_MS,
  }),
});
