import { z } from 'zod';
import { envSlice } from '@/lib/env-slice';

/** Credentials for the author instance: HTTP Basic (a local AEM user) or a bearer token (an IMS / service token). */
export type AemAuthorAuth = { scheme: 'basic'; user: string; password: string } | { scheme: 'bearer'; token: string };

export interface AemSettings {
  /** The publish instance (or the dispatcher in front of it); unset unless CMS_SOURCE=aem. */
  publishUrl?: string;
  /** The author instance: drafts are read from it in preview. */
  authorUrl?: string;
  /** Sent to the author instance only, as its Authorization header. */
  authorAuth?: AemAuthorAuth;
  /** The site's folder under /content. */
  site: string;
  timeoutMs: number;
}

/**
 * `basic:<user>:<password>` (the user has no colon, the password may) or `bearer:<token>` (an
 * RFC 6750 token). The scheme's case does not matter. A message about a bad value never quotes it.
 */
const AUTHOR_AUTH = /^(?:basic:([^:\s]+):(.+)|bearer:([A-Za-z0-9._~+/-]+=*))$/is;

export const authorAuthSchema = z
  .string()
  .regex(AUTHOR_AUTH, 'must be basic:<user>:<password> or bearer:<token>')
  .transform((value): AemAuthorAuth => {
    const [, user, password, token] = AUTHOR_AUTH.exec(value) ?? [];
    return token !== undefined ? { scheme: 'bearer', token } : { scheme: 'basic', user: user ?? '', password: password ?? '' };
  });

export const aemConfig = envSlice({
  variables: z.object({
    CMS_BASE_URL: z.url().optional(),
    CMS_AUTHOR_URL: z.url().optional(),
    CMS_AUTHOR_AUTH: authorAuthSchema.optional(),
    CMS_AEM_SITE: z.string().regex(/^[a-z0-9-]+$/).default('crop-science'),
    CMS_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  }),
  problems: ({ present }) => [
    ...(present.CMS_SOURCE === 'aem' && !present.CMS_BASE_URL ? ['CMS_BASE_URL: is required when CMS_SOURCE=aem'] : []),
    ...(present.CMS_AUTHOR_AUTH && !present.CMS_AUTHOR_URL ? ['CMS_AUTHOR_AUTH: needs CMS_AUTHOR_URL (the credentials only ever go to the author instance)'] : []),
  ],
  settings: (values): AemSettings => ({
    ...(values.CMS_BASE_URL && { publishUrl: values.CMS_BASE_URL }),
    ...(values.CMS_AUTHOR_URL && { authorUrl: values.CMS_AUTHOR_URL }),
    ...(values.CMS_AUTHOR_URL && values.CMS_AUTHOR_AUTH && { authorAuth: values.CMS_AUTHOR_AUTH }),
    site: values.CMS_AEM_SITE,
    timeoutMs: values.CMS_TIMEOUT_MS,
  }),
});
