import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { getTranslations } from 'next-intl/server';
import { loginHref } from '@/lib/access/login-href';
import type { Locale } from '@/lib/i18n/locales';
import { AccountNotice } from './account-notice';

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
    <AccountNotice heading={t('title')} intro={t('intro')} introMuted>
      {error && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {t(`errors.${error}`)}
        </Alert>
      )}
      <Button variant="contained" size="large" href={loginHref(returnTo)}>
        {t('signIn')}
      </Button>
    </AccountNotice>
  );
}
