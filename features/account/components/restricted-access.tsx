import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/theme/button-classes';
import layout from '@/components/theme/layout.module.css';
import { programmeLinks, type ProgrammeLinkSettings } from '@/lib/access/programme-links';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { logOnce } from '@/lib/log';
import { AccountNotice } from './account-notice';

interface RestrictedAccessProps {
  locale: Locale;
  /** Where the links go: PROGRAMME_REGISTER_URL and PROGRAMME_INFO_URL (the sandbox's pages by default). */
  links?: ProgrammeLinkSettings;
}

/**
 * Shown instead of a programme page to a signed-in user who has no programme account yet
 * (spec section 2): register on the partner site, then wait up to 2 days for the data; with links
 * to the registration page and the programme's info page. A link that is not configured is left
 * out (and logged), never pointed at a made-up address.
 */
export async function RestrictedAccess({ locale, links = env.programme }: RestrictedAccessProps) {
  const t = await getTranslations({ locale, namespace: 'Restricted' });
  const programme = t('programme');
  const { registerHref, infoHref } = programmeLinks(links, locale);
  if (!registerHref || !infoHref) logOnce('warn', 'restricted-access-links', 'restricted_access.links_unconfigured', { registerHref: Boolean(registerHref), infoHref: Boolean(infoHref) });
  return (
    <AccountNotice overline={programme} heading={t('heading')} intro={t('body', { programme })}>
      <div className={layout.buttonRow}>
        {registerHref && (
          <a href={registerHref} target="_blank" rel="noopener noreferrer" className={buttonClasses({ variant: 'contained' })}>
            {t('register')}
          </a>
        )}
        {infoHref && (
          <a href={infoHref} className={buttonClasses({ variant: 'outlined' })}>
            {t('about', { programme })}
          </a>
        )}
      </div>
    </AccountNotice>
  );
}
