import { z } from 'zod';
import { envSlice } from '@/lib/env-slice';

export interface AemSettings {
  /** The publish instance (or the dispatcher in front of it); unset unless CMS_SOURCE=aem. */
  publishUrl?: string;
  /** The author instance: drafts are read from it in preview. */
  authorUrl?: string;
  /** The site's folder under /content. */
  site: string;
  timeoutMs: number;
}

export const aemConfig = envSlice({
  variables: z.object({
    CMS_BASE_URL: z.url().optional(),
    CMS_AUTHOR_URL: z.url().optional(),
    CMS_AEM_SITE: z.string().regex(/^[a-z0-9-]+$/).default('crop-science'),
    CMS_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  }),
  problems: ({ present }) => (present.CMS_SOURCE === 'aem' && !present.CMS_BASE_URL ? ['CMS_BASE_URL: is required when CMS_SOURCE=aem'] : []),
  settings: (values): AemSettings => ({
    ...(values.CMS_BASE_URL && { publishUrl: values.CMS_BASE_URL }),
    ...(values.CMS_AUTHOR_URL && { authorUrl: values.CMS_AUTHOR_URL }),
    site: values.CMS_AEM_SITE,
    timeoutMs: values.CMS_TIMEOUT_MS,
  }),
});
