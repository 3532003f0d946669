import { z } from 'zod';
import { envSlice, secret } from '@/lib/env-slice';

/** Documented secrets that make preview and the publish webhook work on a fresh clone, only while the sandbox is on. */
export const sandboxCmsSecrets = { preview: 'sandbox-preview-secret', revalidate: 'sandbox-revalidate-secret' } as const;

export interface CmsSettings {
  /** Where pages come from: the embedded files (default) or an AEM instance (lib/upstreams/aem). */
  source: 'files' | 'aem';
  contentDir: string;
  /** The secret the preview link must carry; null: preview is off. */
  previewSecret: string | null;
  /** The bearer token of the publish webhook; null: on-demand revalidation is off. */
  revalidateSecret: string | null;
}

export const cmsConfig = envSlice({
  variables: z.object({
    CMS_SOURCE: z.enum(['files', 'aem']).default('files'),
    CMS_CONTENT_DIR: z.string().min(1).default('content'),
    PREVIEW_SECRET: secret(16),
    REVALIDATE_SECRET: secret(16),
  }),
  settings: (values, { sandbox }): CmsSettings => ({
    source: values.CMS_SOURCE,
    contentDir: values.CMS_CONTENT_DIR,
    previewSecret: values.PREVIEW_SECRET ?? (sandbox ? sandboxCmsSecrets.preview : null),
    revalidateSecret: values.REVALIDATE_SECRET ?? (sandbox ? sandboxCmsSecrets.revalidate : null),
  }),
});
