import 'server-only';
import { z } from 'zod';
import { aemConfig } from '@/lib/upstreams/aem/config';
import { accountsConfig } from '@/lib/upstreams/accounts/config';
import { articleSearchConfig } from '@/lib/upstreams/article-search/config';
import { flagsConfig } from '@/lib/upstreams/flags/config';
import { mapsConfig } from '@/lib/upstreams/maps/config';
import { marketoConfig } from '@/lib/upstreams/marketo/config';
import { oidcConfig } from '@/lib/upstreams/oidc/config';
import { loyaltyConfig } from '@/lib/upstreams/loyalty/config';
import { weatherConfig } from '@/lib/upstreams/weather/config';
import { farmsConfig } from '@/lib/upstreams/farms/config';
import { financeConfig } from '@/lib/upstreams/finance/config';
import { growersRewardsConfig } from '@/lib/upstreams/growers-rewards/config';
import { assistantConfig } from '@/lib/upstreams/assistant/config';
import { yieldTrialsConfig } from '@/lib/upstreams/yield-trials/config';
import { catalogueConfig } from '@/lib/upstreams/catalogue/config';
import { searchConfig } from '@/lib/upstreams/search/config';
import { quotationsConfig } from '@/lib/upstreams/quotations/config';
import { coursesConfig } from '@/lib/upstreams/courses/config';
import { cultivioConfig } from '@/lib/upstreams/cultivio/config';
import { location360Config } from '@/lib/upstreams/location360/config';
import { magoyaConfig } from '@/lib/upstreams/magoya/config';
import { fieldViewConfig } from '@/lib/upstreams/field-view/config';
import { carbonProgramConfig } from '@/lib/upstreams/carbon-program/config';
import { youtubeConfig } from '@/lib/upstreams/youtube/config';
import { sessionConfig } from '@/lib/auth/config';
import { cmsConfig } from '@/lib/cms/config';
import { sharedStoreConfig } from '@/lib/shared-store/config';
import { rateLimitConfig } from '@/lib/http/config';
import { siteConfig } from '@/lib/http/site-config';
import { programmeLinksConfig } from '@/lib/access/programme-links';
import type { EnvSlice, SettingsOf, SliceContext } from '@/lib/env-slice';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';

/**
 * The server's configuration, parsed once at start. A bad value stops the process with every
 * problem listed, instead of failing later on the first request that happens to read it. Each
 * concern declares its own variables in a slice (lib/env-slice.ts); this file only combines them.
 * Secrets live in these settings and nowhere else; this module is server-only so it can never
 * reach a bundle.
 */

/** Every slice, by the name its settings have in `env`. A new upstream adds one line here. */
const slices = {
  site: siteConfig,
  cms: cmsConfig,
  session: sessionConfig,
  programme: programmeLinksConfig,
  sharedStore: sharedStoreConfig,
  rateLimits: rateLimitConfig,
  aem: aemConfig,
  marketo: marketoConfig,
  oidc: oidcConfig,
  accounts: accountsConfig,
  flags: flagsConfig,
  maps: mapsConfig,
  articleSearch: articleSearchConfig,
  weather: weatherConfig,
  farms: farmsConfig,
  loyalty: loyaltyConfig,
  finance: financeConfig,
  growersRewards: growersRewardsConfig,
  assistant: assistantConfig,
  yieldTrials: yieldTrialsConfig,
  catalogue: catalogueConfig,
  search: searchConfig,
  quotations: quotationsConfig,
  courses: coursesConfig,
  cultivio: cultivioConfig,
  location360: location360Config,
  magoya: magoyaConfig,
  fieldView: fieldViewConfig,
  carbonProgram: carbonProgramConfig,
  youtube: youtubeConfig,
} satisfies Record<string, EnvSlice<z.ZodObject, unknown>>;

export type Env = { [Name in keyof typeof slices]: SettingsOf<(typeof slices)[Name]> } & {
  /** SANDBOX=on (the default): the built-in stand-ins answer for every upstream that is not configured. */
  sandbox: boolean;
};

const sandboxSwitch = z.enum(['on', 'off']).default('on');

export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable (`FOO=`) means "not set", as it does in most deployment tools.
  const present = Object.fromEntries(Object.entries(source).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''));
  const problems: string[] = [];
  const sandbox = sandboxSwitch.safeParse(present.SANDBOX);
  if (!sandbox.success) problems.push(...sandbox.error.issues.map((issue) => `SANDBOX: ${issue.message}`));
  const context: SliceContext = { sandbox: sandbox.data !== 'off', sandboxUrl: (path) => `${SANDBOX_ORIGIN}${path}`, present };
  const settings: Record<string, unknown> = { sandbox: context.sandbox };
  for (const [name, slice] of Object.entries(slices) as [string, EnvSlice<z.ZodObject, unknown>][]) {
    const values = slice.variables.safeParse(present);
    if (!values.success) problems.push(...values.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
    // Cross-variable rules are checked even when single variables fail, so one run lists everything.
    problems.push(...(slice.problems?.(context) ?? []));
    if (values.success) settings[name] = slice.settings(values.data, context);
  }
  if (problems.length > 0) {
    throw new Error(`Invalid environment configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
  return settings as Env;
}

export const env = parseEnv(process.env);
