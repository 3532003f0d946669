import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface StatusMessageProps {
  /** Small text above the title, e.g. the status code. */
  overline?: string;
  title: string;
  description: string;
  /** Buttons leading on from here (home, retry). */
  actions: ReactNode;
}

/** A full-page message (404, error): what happened in plain words and the ways on. */
export function StatusMessage({ overline, title, description, actions }: StatusMessageProps) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      {overline && (
        <Typography variant="overline" component="p" color="primary">
          {overline}
        </Typography>
      )}
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, fontSize: '1.125rem' }}>
        {description}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        {actions}
      </Stack>
    </Container>
  );
}
