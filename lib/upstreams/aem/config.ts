import { z } from 'zod';
import { envSlice } from '@/lib/env-slice';
import { isLocale, type Locale } from '@/lib/i18n/locales';

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
  /** Each locale's language root, where configured (`CMS_AEM_ROOTS`); otherwise `/content/<site>/<locale>`. */
  languageRoots: Partial<Record<Locale, string>>;
  /** The header and footer experience fragments inside each language's fragment folder (`site/header/master`). */
  chromeFragments: { header: string; footer: string };
  /** The page served at a locale's root when its language root holds no components (`/home`); null: none. */
  homePage: string | null;
  timeoutMs: number;
}

/** A repository path of AEM's content tree, any depth: `/content/terralis/br/pt`, `/content/terralis/language-masters/pt`. */
const CONTENT_PATH = /^\/content(?:\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)+$/;

/**
 * `CMS_AEM_ROOTS`: `<locale>=<language root>` pairs, comma-separated
 * (`pt-BR=/content/terralis/br/pt,es-AR=/content/terralis/ar/es`). Real sites keep a language
 * under its country (`/content/<site>/<country>/<language>`) or in language masters.
 */
export const languageRootsSchema = z
  .string()
  .transform((value, context): Partial<Record<Locale, string>> => {
    const roots: Partial<Record<Locale, string>> = {};
    for (const pair of value.split(',').map((part) => part.trim()).filter(Boolean)) {
      const [locale = '', given = ''] = pair.split('=').map((part) => part.trim());
      const root = given.replace(/\/+$/, '');
      if (!isLocale(locale)) context.addIssue({ code: 'custom', message: `"${locale}" is not a locale of the site (pt-BR, es-AR, en-US)` });
      else if (!CONTENT_PATH.test(root) || root.split('/').some((segment) => segment === '..' || segment === '.')) {
        context.addIssue({ code: 'custom', message: `${locale}: "${given}" is not a path under /content (e.g. /content/terralis/br/pt)` });
      } else if (roots[locale]) context.addIssue({ code: 'custom', message: `${locale} is given twice` });
      else roots[locale] = root;
    }
    return roots;
  });

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

/** A fragment's path inside a language's experience-fragment folder: `site/header/master`. */
const fragmentSchema = z.string().regex(/^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/, 'must be a path like site/header/master');

export const aemConfig = envSlice({
  variables: z.object({
    CMS_BASE_URL: z.url().optional(),
    CMS_AUTHOR_URL: z.url().optional(),
    CMS_AUTHOR_AUTH: authorAuthSchema.optional(),
    CMS_AEM_SITE: z.string().regex(/^[a-z0-9-]+$/).default('crop-science'),
    CMS_AEM_ROOTS: languageRootsSchema.optional(),
    CMS_AEM_HEADER_FRAGMENT: fragmentSchema.default('site/header/master'),
    CMS_AEM_FOOTER_FRAGMENT: fragmentSchema.default('site/footer/master'),
    // `none` turns it off (a site whose language root has content and also a child page of that name).
    CMS_AEM_HOME_PAGE: z.union([z.literal('none'), z.string().regex(/^(?:\/[a-z0-9][a-z0-9_-]*)+$/, 'must be a page path like /home, or none')]).default('/home'),
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
    languageRoots: values.CMS_AEM_ROOTS ?? {},
    chromeFragments: { header: values.CMS_AEM_HEADER_FRAGMENT, footer: values.CMS_AEM_FOOTER_FRAGMENT },
    homePage: values.CMS_AEM_HOME_PAGE === 'none' ? null : values.CMS_AEM_HOME_PAGE,
    timeoutMs: values.CMS_TIMEOUT_MS,
  }),
});
