import Alert from '@mui/material/Alert';
import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/theme/button-classes';
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
        <Alert severity="error" className={styles.alert}>
          {t(`errors.${error}`)}
        </Alert>
      )}
      <a href={loginHref(returnTo)} className={buttonClasses({ variant: 'contained', size: 'large' })}>
        {t('signIn')}
      </a>
    </AccountNotice>
  );
}
