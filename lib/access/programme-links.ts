import { z } from 'zod';
import { envSlice } from '@/lib/env-slice';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The loyalty programme's own pages this site links to (spec section 2): where the restricted-access
 * page sends a user without a programme account (the partner's registration page and the
 * programme's info page), and the external redeem page the points dashboard's balance card opens
 * for a member outside a family group. Each is a URL template; `{locale}` is replaced by the page's
 * locale (pt-BR, es-AR, en-US).
 */
export interface ProgrammeLinkSettings {
  /** Null: not configured, and the sandbox is off. */
  registerUrl: string | null;
  infoUrl: string | null;
}

/** Every programme page (env.programme): the restricted-access page's two and the redeem page. */
export interface ProgrammeSettings extends ProgrammeLinkSettings {
  redeemUrl: string | null;
}

/** The sandbox's stand-ins of the partner's pages, as browsers reach them (lib/upstreams/accounts/sandbox/programme-pages.ts). */
const sandboxPages = {
  registerUrl: '/sandbox/accounts/programme/{locale}/register',
  infoUrl: '/sandbox/accounts/programme/{locale}/about',
  redeemUrl: '/sandbox/accounts/programme/{locale}/redeem',
};

const urlTemplate = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL, {locale} standing for the locale' });

export const programmeLinksConfig = envSlice({
  variables: z.object({
    PROGRAMME_REGISTER_URL: urlTemplate.optional(),
    PROGRAMME_INFO_URL: urlTemplate.optional(),
    PROGRAMME_REDEEM_URL: urlTemplate.optional(),
  }),
  settings: (values, { sandbox }): ProgrammeSettings => ({
    registerUrl: values.PROGRAMME_REGISTER_URL ?? (sandbox ? sandboxPages.registerUrl : null),
    infoUrl: values.PROGRAMME_INFO_URL ?? (sandbox ? sandboxPages.infoUrl : null),
    redeemUrl: values.PROGRAMME_REDEEM_URL ?? (sandbox ? sandboxPages.redeemUrl : null),
  }),
});

const fill = (template: string | null, locale: Locale) => template?.replaceAll('{locale}', locale) ?? null;

/** The restricted-access page's two links for a locale; a link that is not configured is null. */
export function programmeLinks(settings: ProgrammeLinkSettings, locale: Locale): { registerHref: string | null; infoHref: string | null } {
  return { registerHref: fill(settings.registerUrl, locale), infoHref: fill(settings.infoUrl, locale) };
}

/** The programme's external redeem page for a locale; null when it is not configured. */
export function programmeRedeemHref(settings: Pick<ProgrammeSettings, 'redeemUrl'>, locale: Locale): string | null {
  return fill(settings.redeemUrl, locale);
}
