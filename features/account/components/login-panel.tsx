import { getTranslations } from 'next-intl/server';
import { WarningIcon } from '@/components/error-card/error-card';
import card from '@/components/error-card/error-card.module.css';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import typography from '@/components/theme/typography.module.css';
import { loginHref } from '@/lib/access/login-href';
import type { Locale } from '@/lib/i18n/locales';
import { AccountNotice } from './account-notice';
import styles from './account-notice.module.css';

export const signInErrors = ['unavailable', 'refused', 'failed', 'expired'] as const;
export type SignInError = (typeof signInErrors)[number];

interface LoginPanelProps {
  locale: Locale;
  /** A checked, same-site path to come back to after signing in. */
  returnTo: string;
  error?: SignInError;
}

/** The login page's content: why to sign in, the way in, and what went wrong last time. */
export async function LoginPanel({ locale, returnTo, error }: LoginPanelProps) {
  const t = await getTranslations({ locale, namespace: 'Login' });
  return (
    <AccountNotice heading={t('title')} intro={t('intro')}>
      {error && (
        // On the error card's classes, not MUI's Alert: see components/cms/block-warning.tsx.
        <div role="alert" className={cx(card.card, styles.alert)}>
          <WarningIcon />
          <p className={typography.body1}>{t(`errors.${error}`)}</p>
        </div>
      )}
      <a href={loginHref(returnTo)} className={buttonClasses({ variant: 'contained', size: 'large' })}>
        {t('signIn')}
      </a>
    </AccountNotice>
  );
}
