import { z } from 'zod';
import { envSlice, timeoutMs } from '@/lib/env-slice';

export interface ArticleSearchSettings {
  /** Null when no index is configured and the sandbox is off (card groups keep their authored cards). */
  baseUrl: string | null;
  timeoutMs: number;
}

export const articleSearchConfig = envSlice({
  variables: z.object({
    /** The article search index (tag-filled card groups); its searches are `POST {url}/{locale}/search`. */
    ARTICLE_SEARCH_URL: z.url().optional(),
    ARTICLE_SEARCH_TIMEOUT_MS: timeoutMs(5000),
  }),
  settings: (values, { sandbox, sandboxUrl }): ArticleSearchSettings => ({
    baseUrl: values.ARTICLE_SEARCH_URL ?? (sandbox ? sandboxUrl('/articles') : null),
    timeoutMs: values.ARTICLE_SEARCH_TIMEOUT_MS,
  }),
});
