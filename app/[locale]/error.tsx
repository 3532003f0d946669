'use client';

import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';

/** Localized error page: what happened in plain words and two ways on. Never a stack trace. */
export default function LocaleError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('Error');
  const locale = useLocale();
  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, fontSize: '1.125rem' }}>
        {t('description')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" size="large" onClick={() => reset()}>
          {t('retry')}
        </Button>
        <Button variant="outlined" size="large" href={`/${locale}`}>
          {t('backHome')}
        </Button>
      </Stack>
    </Container>
  );
}
