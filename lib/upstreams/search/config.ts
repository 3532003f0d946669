import { z } from 'zod';
import { envSlice, timeoutMs } from '@/lib/env-slice';

export interface SearchSettings {
  /** The site search service. Null with the sandbox off and nothing configured: every search fails (the panel shows its error). */
  baseUrl: string | null;
  /** Sent in a header from the server only, never in a page; null when the service needs none. */
  apiKey: string | null;
  timeoutMs: number;
}

export const searchConfig = envSlice({
  variables: z.object({
    /** The site search service, e.g. https://search.terralis.example/v1 (its searches are `GET {url}/search`). */
    SEARCH_URL: z.url().optional(),
    /** Its API key, when it has one: used on the server only, never in a page. */
    SEARCH_API_KEY: z.string().min(1).optional(),
    /** Visitors wait on it as they type: a slow answer is worth less than an error they can retry. */
    SEARCH_TIMEOUT_MS: timeoutMs(3000),
  }),
  settings: (values, { sandbox, sandboxUrl }): SearchSettings => {
    if (values.SEARCH_URL) return { baseUrl: values.SEARCH_URL, apiKey: values.SEARCH_API_KEY ?? null, timeoutMs: values.SEARCH_TIMEOUT_MS };
    // A real key set without its URL never leaves for the stand-in.
    return { baseUrl: sandbox ? sandboxUrl('/search/v1') : null, apiKey: null, timeoutMs: values.SEARCH_TIMEOUT_MS };
  },
});
