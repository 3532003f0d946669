'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { StatusMessage } from '@/components/layout/status-message';
import { usePageErrorText } from '@/components/providers/page-error-text.client';

/** Localized error page: what happened in plain words and two ways on. Never a stack trace. */
export default function LocaleError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const text = usePageErrorText();
  return (
    <Box component="main">
      <StatusMessage
        title={text.title}
        description={text.description}
        actions={
          <>
            <Button variant="contained" size="large" onClick={() => reset()}>
              {text.retry}
            </Button>
            <Button variant="outlined" size="large" href={text.homeHref}>
              {text.backHome}
            </Button>
          </>
        }
      />
    </Box>
  );
}
