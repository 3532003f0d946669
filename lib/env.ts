import 'server-only';
import { z } from 'zod';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';

/**
 * The server's configuration, parsed once at start. A bad value stops the process with every
 * problem listed, instead of failing later on the first request that happens to read it.
 * Secrets live here and nowhere else; this module is server-only so it can never reach a bundle.
 */

/** Documented defaults that make a fresh clone work with no configuration, only while the sandbox is on. */
export const sandboxSecrets = {
  preview: 'sandbox-preview-secret',
  revalidate: 'sandbox-revalidate-secret',
  session: 'sandbox-session-secret-for-local-use-only',
  maps: 'sandbox-maps-key',
} as const;

const secret = z.string().min(16, 'must be at least 16 characters').optional();

/** Credentials the sandbox's Marketo accepts; useless anywhere else. */
export const sandboxMarketoCredentials = { clientId: 'sandbox-marketo-client', clientSecret: 'sandbox-marketo-secret' } as const;

/** The site as a client of the sandbox's identity provider; useless anywhere else. */
export const sandboxOidcClient = { clientId: 'terralis-site', clientSecret: 'sandbox-oidc-secret' } as const;

/** Marketo's REST host is per instance: `{munchkinId}` in the URL is replaced by the form's instance id. */
const MUNCHKIN_PLACEHOLDER = '{munchkinId}';
const restUrlTemplate = z
  .string()
  .refine((value) => URL.canParse(value.replace(MUNCHKIN_PLACEHOLDER, '000-AAA-000')), 'must be a URL, optionally with {munchkinId} in it');

const commaList = z
  .string()
  .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean));

const envSchema = z
  .object({
    SITE_URL: z.url().default('http://localhost:3000'),
    CMS_SOURCE: z.enum(['files', 'aem']).default('files'),
    CMS_CONTENT_DIR: z.string().min(1).default('content'),
    CMS_BASE_URL: z.url().optional(),
    /** AEM author instance: drafts are read from it in preview. */
    CMS_AUTHOR_URL: z.url().optional(),
    CMS_AEM_SITE: z.string().regex(/^[a-z0-9-]+$/).default('crop-science'),
    CMS_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
    PREVIEW_SECRET: secret,
    REVALIDATE_SECRET: secret,
    SANDBOX: z.enum(['on', 'off']).default('on'),
    /** Marketo REST API, e.g. https://{munchkinId}.mktorest.com (the default when the sandbox is off). */
    MARKETO_REST_URL: restUrlTemplate.optional(),
    /** Marketo's forms host (the instance's pod, e.g. https://app-ab12.marketo.com): form definitions. */
    MARKETO_FORMS_URL: z.url().optional(),
    MARKETO_CLIENT_ID: z.string().min(1).optional(),
    MARKETO_CLIENT_SECRET: z.string().min(1).optional(),
    MARKETO_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(5000),
    /** Custom objects `/api/marketo-custom-object` may write (API names); none when unset and the sandbox is off. */
    MARKETO_CUSTOM_OBJECTS: commaList.optional(),
    /** The OpenID provider's issuer URL (its discovery document is read from it). */
    OIDC_ISSUER: z.url().optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_SCOPES: z.string().regex(/(^|\s)openid(\s|$)/, 'must include openid').default('openid email profile'),
    /** The ID-token/userinfo claim that carries the user's tax document (CPF, CUIT). */
    OIDC_DOCUMENT_CLAIM: z.string().min(1).default('document'),
    OIDC_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(5000),
    /** The account service (user roles). */
    ACCOUNTS_API_URL: z.url().optional(),
    ACCOUNTS_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(5000),
    /** The flags document (lib/flags/config.ts); without it and the sandbox, every flag has its default. */
    FLAGS_URL: z.url().optional(),
    /** How long flags are reused before they are read again. */
    FLAGS_REFRESH_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
    /** Static map images (Google Static Maps API or compatible). */
    MAPS_STATIC_URL: z.url().optional(),
    /** The maps API key: used on the server only, never in a page. */
    MAPS_API_KEY: z.string().min(1).optional(),
    /** The article search index (tag-filled card groups); its searches are `POST {url}/{locale}/search`. */
    ARTICLE_SEARCH_URL: z.url().optional(),
    ARTICLE_SEARCH_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(5000),
    /** Encrypts the session cookie: 32+ characters, the same on every server instance. */
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SESSION_MAX_AGE_S: z.coerce.number().int().min(300).max(30 * 24 * 3600).default(8 * 3600),
  });

export type Env = z.output<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable (`FOO=`) means "not set", as it does in most deployment tools.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(present);
  const problems = (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  // Cross-variable rules, checked even when single variables fail, so one run lists everything.
  if (present.CMS_SOURCE === 'aem' && !present.CMS_BASE_URL) problems.push('CMS_BASE_URL: is required when CMS_SOURCE=aem');
  const sandboxOff = present.SANDBOX === 'off';
  if (sandboxOff && !present.MARKETO_FORMS_URL) problems.push('MARKETO_FORMS_URL: is required when SANDBOX=off');
  if (sandboxOff || present.MARKETO_REST_URL) {
    for (const name of ['MARKETO_CLIENT_ID', 'MARKETO_CLIENT_SECRET'] as const) {
      if (!present[name]) problems.push(`${name}: is required when the Marketo REST API is not the sandbox`);
    }
  }
  if (sandboxOff && !present.OIDC_ISSUER) problems.push('OIDC_ISSUER: is required when SANDBOX=off');
  if (sandboxOff && !present.ACCOUNTS_API_URL) problems.push('ACCOUNTS_API_URL: is required when SANDBOX=off');
  if (sandboxOff && !present.SESSION_SECRET) problems.push('SESSION_SECRET: is required when SANDBOX=off');
  if (sandboxOff || present.OIDC_ISSUER) {
    for (const name of ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const) {
      if (!present[name]) problems.push(`${name}: is required when the identity provider is not the sandbox`);
    }
  }
  if (!result.success || problems.length > 0) {
    throw new Error(`Invalid environment configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
  return result.data;
}

export const env = parseEnv(process.env);

export const sandboxEnabled = env.SANDBOX === 'on';

export interface MarketoSettings {
  /** Base URL of the REST API; may hold `{munchkinId}`. */
  restUrl: string;
  formsUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  customObjects: readonly string[];
}

/** Marketo as configured, with every unset URL pointing at the sandbox while it is on. */
export function marketoSettings(config: Env): MarketoSettings {
  const sandbox = config.SANDBOX === 'on';
  const restUrl = config.MARKETO_REST_URL ?? (sandbox ? `${SANDBOX_ORIGIN}/marketo/${MUNCHKIN_PLACEHOLDER}` : `https://${MUNCHKIN_PLACEHOLDER}.mktorest.com`);
  const restIsSandbox = restUrl.startsWith(SANDBOX_ORIGIN);
  return {
    restUrl,
    // parseEnv has made sure both exist whenever the sandbox cannot stand in.
    formsUrl: config.MARKETO_FORMS_URL ?? `${SANDBOX_ORIGIN}/marketo/forms`,
    clientId: config.MARKETO_CLIENT_ID ?? (restIsSandbox ? sandboxMarketoCredentials.clientId : ''),
    clientSecret: config.MARKETO_CLIENT_SECRET ?? (restIsSandbox ? sandboxMarketoCredentials.clientSecret : ''),
    timeoutMs: config.MARKETO_TIMEOUT_MS,
    customObjects: config.MARKETO_CUSTOM_OBJECTS ?? (sandbox ? ['farmProfile_c'] : []),
  };
}

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  documentClaim: string;
  timeoutMs: number;
  /** Plain-http discovery is allowed for the in-process sandbox issuer only, never a configured one. */
  isSandbox: boolean;
}

/** The identity provider as configured, or the sandbox's while it is on and none is. */
export function oidcSettings(config: Env): OidcSettings {
  const isSandbox = !config.OIDC_ISSUER;
  return {
    // parseEnv has made sure the issuer and client exist whenever the sandbox cannot stand in.
    issuer: config.OIDC_ISSUER ?? `${SANDBOX_ORIGIN}/oidc`,
    clientId: config.OIDC_CLIENT_ID ?? sandboxOidcClient.clientId,
    clientSecret: config.OIDC_CLIENT_SECRET ?? sandboxOidcClient.clientSecret,
    scopes: config.OIDC_SCOPES,
    documentClaim: config.OIDC_DOCUMENT_CLAIM,
    timeoutMs: config.OIDC_TIMEOUT_MS,
    isSandbox,
  };
}

/** The account service's base URL: the configured one, or the sandbox's. */
export const accountsApiUrl = (config: Env) => config.ACCOUNTS_API_URL ?? `${SANDBOX_ORIGIN}/accounts`;

/** Where flags are read from: the configured document, the sandbox's, or nowhere (defaults only). */
export const flagsUrl = (config: Env): string | null => config.FLAGS_URL ?? (config.SANDBOX === 'on' ? `${SANDBOX_ORIGIN}/flags` : null);

/** Where static map images come from: the configured API, the sandbox's, or Google's. */
export const mapsStaticUrl = (config: Env) =>
  config.MAPS_STATIC_URL ?? (config.SANDBOX === 'on' ? `${SANDBOX_ORIGIN}/maps/staticmap` : 'https://maps.googleapis.com/maps/api/staticmap');

/** Where articles are searched: the configured index, the sandbox's, or nowhere (card groups keep their authored cards). */
export const articleSearchUrl = (config: Env): string | null =>
  config.ARTICLE_SEARCH_URL ?? (config.SANDBOX === 'on' ? `${SANDBOX_ORIGIN}/articles` : null);

/** The secret a request must present, or null when the feature is switched off (no secret, no sandbox). */
export function requiredSecret(kind: keyof typeof sandboxSecrets): string | null {
  const configured = { preview: env.PREVIEW_SECRET, revalidate: env.REVALIDATE_SECRET, session: env.SESSION_SECRET, maps: env.MAPS_API_KEY }[kind];
  return configured ?? (sandboxEnabled ? sandboxSecrets[kind] : null);
}
