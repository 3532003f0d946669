import { z } from 'zod';
import { commaList, envSlice } from '@/lib/env-slice';

export interface SiteSettings {
  /** SITE_URL: the public origin of canonical URLs, hreflang and the sitemap. */
  url: string;
  /**
   * Every origin a redirect or the sign-in's redirect_uri may name, SITE_URL's first: the others
   * are TRUSTED_ORIGINS and, on a local run (SITE_URL on loopback), the loopback addresses of PORT.
   */
  origins: string[];
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

const httpOrigin = z.url({ protocol: /^https?$/, error: 'must be http(s) origins, comma-separated' }).transform((url) => new URL(url).origin);

export const siteConfig = envSlice({
  variables: z.object({
    SITE_URL: z.url().default('http://localhost:3000'),
    /** Other origins the site answers on (aliases behind a proxy); a request naming none of them is sent to SITE_URL. */
    TRUSTED_ORIGINS: commaList.pipe(z.array(httpOrigin)).optional(),
    /** Where server.mjs listens: a local run is reached on loopback at this port. */
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  }),
  settings: (values): SiteSettings => {
    const primary = new URL(values.SITE_URL).origin;
    // A local run (`npm start`, the e2e server) is reached at 127.0.0.1 as well as localhost:
    // both name this machine, so neither can send a browser anywhere else.
    const local = LOOPBACK_HOSTS.includes(new URL(primary).hostname) ? LOOPBACK_HOSTS.map((host) => `http://${host}:${values.PORT}`) : [];
    return { url: values.SITE_URL, origins: [...new Set([primary, ...(values.TRUSTED_ORIGINS ?? []), ...local])] };
  },
});
