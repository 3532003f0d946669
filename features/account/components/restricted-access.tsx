import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Shown instead of a programme page to a signed-in user who has no programme account yet
 * (spec section 2): register on the partner site, then wait up to 2 days for the data.
 */
export async function RestrictedAccess({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Restricted' });
  const programme = t('programme');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography component="p" variant="overline" color="text.secondary">
        {programme}
      </Typography>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('heading')}
      </Typography>
      <Typography sx={{ mb: 4, fontSize: '1.0625rem' }}>{t('body', { programme })}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" href={t('registerHref')} target="_blank" rel="noopener noreferrer">
          {t('register')}
        </Button>
        <Button variant="outlined" href={t('aboutHref')}>
          {t('about', { programme })}
        </Button>
      </Stack>
    </Container>
  );
}
