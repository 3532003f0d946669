import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';

/** The frame of a visual block (an image, a map): a medium-width figure with an optional caption under it. */
export function FigureFrame({ caption, children }: { caption?: string; children: ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Box component="figure" sx={{ m: 0 }}>
        {children}
        {caption && (
          <Box component="figcaption" sx={{ mt: 1, color: 'text.secondary', fontSize: '0.875rem' }}>
            {caption}
          </Box>
        )}
      </Box>
    </Container>
  );
}
