'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useLocale, useTranslations } from 'next-intl';
import { StatusMessage } from '@/components/layout/status-message';
import { getPathname } from '@/lib/i18n/navigation';

/** Localized error page: what happened in plain words and two ways on. Never a stack trace. */
export default function LocaleError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('Error');
  const locale = useLocale();
  return (
    <Box component="main">
      <StatusMessage
        title={t('title')}
        description={t('description')}
        actions={
          <>
            <Button variant="contained" size="large" onClick={() => reset()}>
              {t('retry')}
            </Button>
            <Button variant="outlined" size="large" href={getPathname({ locale, href: '/' })}>
              {t('backHome')}
            </Button>
          </>
        }
      />
    </Box>
  );
}
