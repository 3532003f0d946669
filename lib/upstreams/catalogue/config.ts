import { z } from 'zod';
import { envSlice, requireVariables, timeoutMs } from '@/lib/env-slice';

/** The key the sandbox's catalogue accepts; useless anywhere else. */
export const sandboxCatalogueKey = 'sandbox-catalogue-key';

export interface CatalogueSettings {
  /** The product catalogue service. Null with the sandbox off and nothing configured: no products (the lists show their error). */
  baseUrl: string | null;
  /** Sent in a header from the server only, never in a page. */
  apiKey: string | null;
  timeoutMs: number;
}

export const catalogueConfig = envSlice({
  variables: z.object({
    /** The product catalogue service, e.g. https://catalogue.terralis.example/v1. */
    CATALOGUE_API_URL: z.url().optional(),
    /** Its API key: used on the server only, never in a page. */
    CATALOGUE_API_KEY: z.string().min(1).optional(),
    CATALOGUE_TIMEOUT_MS: timeoutMs(5000),
  }),
  problems: ({ present }) => (present.CATALOGUE_API_URL ? requireVariables(present, ['CATALOGUE_API_KEY'], 'CATALOGUE_API_URL is set') : []),
  settings: (values, { sandbox, sandboxUrl }): CatalogueSettings => {
    if (values.CATALOGUE_API_URL) return { baseUrl: values.CATALOGUE_API_URL, apiKey: values.CATALOGUE_API_KEY ?? null, timeoutMs: values.CATALOGUE_TIMEOUT_MS };
    // The sandbox always gets its own key: a real key set without its URL never leaves for the stand-in.
    return sandbox
      ? { baseUrl: sandboxUrl('/catalogue/v1'), apiKey: sandboxCatalogueKey, timeoutMs: values.CATALOGUE_TIMEOUT_MS }
      : { baseUrl: null, apiKey: null, timeoutMs: values.CATALOGUE_TIMEOUT_MS };
  },
});
