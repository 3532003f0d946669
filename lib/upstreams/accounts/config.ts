import { z } from 'zod';
import { envSlice, requireVariables, timeoutMs } from '@/lib/env-slice';

export interface AccountsSettings {
  baseUrl: string;
  timeoutMs: number;
}

export const accountsConfig = envSlice({
  variables: z.object({
    /** The account service (user profile and roles). */
    ACCOUNTS_API_URL: z.url().optional(),
    ACCOUNTS_TIMEOUT_MS: timeoutMs(5000),
  }),
  problems: ({ sandbox, present }) => (sandbox ? [] : requireVariables(present, ['ACCOUNTS_API_URL'], 'SANDBOX=off')),
  settings: (values, { sandboxUrl }): AccountsSettings => ({
    baseUrl: values.ACCOUNTS_API_URL ?? sandboxUrl('/accounts'),
    timeoutMs: values.ACCOUNTS_TIMEOUT_MS,
  }),
});
