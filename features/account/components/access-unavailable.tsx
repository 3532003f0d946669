import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';

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
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('heading')}
      </Typography>
      <Typography sx={{ mb: 4, fontSize: '1.0625rem' }}>{t('body')}</Typography>
      <Button variant="contained" href={retryHref}>
        {t('retry')}
      </Button>
    </Container>
  );
}
