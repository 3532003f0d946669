import 'server-only';
import { z } from 'zod';

/**
 * The server's configuration, parsed once at start. A bad value stops the process with every
 * problem listed, instead of failing later on the first request that happens to read it.
 * Secrets live here and nowhere else; this module is server-only so it can never reach a bundle.
 */

/** Documented defaults that make a fresh clone work with no configuration, only while the sandbox is on. */
export const sandboxSecrets = {
  preview: 'sandbox-preview-secret',
  revalidate: 'sandbox-revalidate-secret',
} as const;

const secret = z.string().min(16, 'must be at least 16 characters').optional();

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
  });

export type Env = z.output<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable (`FOO=`) means "not set", as it does in most deployment tools.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(present);
  const problems = (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  // Cross-variable rules, checked even when single variables fail, so one run lists everything.
  if (present.CMS_SOURCE === 'aem' && !present.CMS_BASE_URL) problems.push('CMS_BASE_URL: is required when CMS_SOURCE=aem');
  if (!result.success || problems.length > 0) {
    throw new Error(`Invalid environment configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
  return result.data;
}

export const env = parseEnv(process.env);

export const sandboxEnabled = env.SANDBOX === 'on';

/** The secret a request must present, or null when the feature is switched off (no secret, no sandbox). */
export function requiredSecret(kind: keyof typeof sandboxSecrets): string | null {
  const configured = kind === 'preview' ? env.PREVIEW_SECRET : env.REVALIDATE_SECRET;
  return configured ?? (sandboxEnabled ? sandboxSecrets[kind] : null);
}
