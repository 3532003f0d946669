import { z } from 'zod';
import { envSlice, requireVariables, timeoutMs } from '@/lib/env-slice';

/** The key the sandbox's finance service accepts; useless anywhere else. */
export const sandboxFinanceKey = 'sandbox-finance-key';

export interface FinanceSettings {
  /** The digital finance service (credit and debt per CUIT). */
  baseUrl: string;
  /** Its API key, sent as a bearer token from the server only. */
  apiKey: string;
  timeoutMs: number;
}

const VARIABLES = ['FINANCE_API_URL', 'FINANCE_API_KEY'] as const;

export const financeConfig = envSlice({
  variables: z.object({
    /** The digital finance service. */
    FINANCE_API_URL: z.url().optional(),
    /** Its API key: used on the server only, never in a page. */
    FINANCE_API_KEY: z.string().min(1).optional(),
    FINANCE_TIMEOUT_MS: timeoutMs(5000),
  }),
  // Both or neither: the sandbox's key is useless to the real service, and a real key to the sandbox.
  problems: ({ sandbox, present }) =>
    !sandbox || VARIABLES.some((name) => present[name]) ? requireVariables(present, VARIABLES, sandbox ? 'any FINANCE_API_* variable is set' : 'SANDBOX=off') : [],
  settings: (values, { sandboxUrl }): FinanceSettings => ({
    baseUrl: values.FINANCE_API_URL ?? sandboxUrl('/finance/api'),
    apiKey: values.FINANCE_API_KEY ?? sandboxFinanceKey,
    timeoutMs: values.FINANCE_TIMEOUT_MS,
  }),
});
