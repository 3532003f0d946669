import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface AccountNoticeProps {
  /** A small line above the heading (the programme's name). */
  overline?: string;
  heading: string;
  intro: string;
  /** The intro is a hint next to the way in, not the message itself. */
  introMuted?: boolean;
  /** What the person can do next: buttons, an alert. */
  children: ReactNode;
}

/** The frame of the pages that stand in for an account page: sign in, no access yet, access not checkable. */
export function AccountNotice({ overline, heading, intro, introMuted = false, children }: AccountNoticeProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      {overline && (
        <Typography component="p" variant="overline" color="text.secondary">
          {overline}
        </Typography>
      )}
      <Typography variant="h1" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      <Typography color={introMuted ? 'text.secondary' : undefined} sx={{ mb: 4, fontSize: '1.0625rem' }}>
        {intro}
      </Typography>
      {children}
    </Container>
  );
}
