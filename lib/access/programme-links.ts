import { z } from 'zod';
import { envSlice } from '@/lib/env-slice';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Where the restricted-access page sends a user without a loyalty programme account (spec
 * section 2): the programme partner's registration page and the programme's info page. Each is a
 * URL template; `{locale}` is replaced by the page's locale (pt-BR, es-AR, en-US).
 */
export interface ProgrammeLinkSettings {
  /** Null: not configured, and the sandbox is off. */
  registerUrl: string | null;
  infoUrl: string | null;
}

/** The sandbox's stand-ins of the partner's pages, as browsers reach them (lib/upstreams/accounts/sandbox/programme-pages.ts). */
const sandboxPages = { registerUrl: '/sandbox/accounts/programme/{locale}/register', infoUrl: '/sandbox/accounts/programme/{locale}/about' };

const urlTemplate = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL, {locale} standing for the locale' });

export const programmeLinksConfig = envSlice({
  variables: z.object({
    PROGRAMME_REGISTER_URL: urlTemplate.optional(),
    PROGRAMME_INFO_URL: urlTemplate.optional(),
  }),
  settings: (values, { sandbox }): ProgrammeLinkSettings => ({
    registerUrl: values.PROGRAMME_REGISTER_URL ?? (sandbox ? sandboxPages.registerUrl : null),
    infoUrl: values.PROGRAMME_INFO_URL ?? (sandbox ? sandboxPages.infoUrl : null),
  }),
});

/** The two links for a locale; a link that is not configured is null. */
export function programmeLinks(settings: ProgrammeLinkSettings, locale: Locale): { registerHref: string | null; infoHref: string | null } {
  const fill = (template: string | null) => template?.replaceAll('{locale}', locale) ?? null;
  return { registerHref: fill(settings.registerUrl), infoHref: fill(settings.infoUrl) };
}
