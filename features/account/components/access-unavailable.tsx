import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/theme/button-classes';
import type { Locale } from '@/lib/i18n/locales';
import { AccountNotice } from './account-notice';

interface AccessUnavailableProps {
  locale: Locale;
  /** The page whose access could not be checked: trying again loads it afresh. */
  retryHref: string;
}

/**
 * Shown instead of a page with access rules when the account service could not say whether the
 * user may enter (it failed or did not answer in time): neither a denial nor an error page, and a
 * way to try again.
 */
export async function AccessUnavailable({ locale, retryHref }: AccessUnavailableProps) {
  const t = await getTranslations({ locale, namespace: 'AccessUnavailable' });
  return (
    <AccountNotice heading={t('heading')} intro={t('body')}>
      <a href={retryHref} className={buttonClasses({ variant: 'contained' })}>
        {t('retry')}
      </a>
    </AccountNotice>
  );
}
