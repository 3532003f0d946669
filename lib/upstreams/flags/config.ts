import { z } from 'zod';
import { envSlice, timeoutMs } from '@/lib/env-slice';

export interface FlagsSettings {
  /** Where the flags document is read: the configured one, the sandbox's, or nowhere (every flag has its default). */
  documentUrl: string | null;
  /** How long flags are reused before they are read again. */
  refreshMs: number;
  timeoutMs: number;
}

export const flagsConfig = envSlice({
  variables: z.object({
    /** The flags document (lib/flags); without it and the sandbox, every flag has its default. */
    FLAGS_URL: z.url().optional(),
    /** How long flags are reused before they are read again. */
    FLAGS_REFRESH_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
    FLAGS_TIMEOUT_MS: timeoutMs(3000),
  }),
  settings: (values, { sandbox, sandboxUrl }): FlagsSettings => ({
    documentUrl: values.FLAGS_URL ?? (sandbox ? sandboxUrl('/flags') : null),
    refreshMs: values.FLAGS_REFRESH_MS,
    timeoutMs: values.FLAGS_TIMEOUT_MS,
  }),
});
