'use client';

import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

/** Spec: "Loading subtitle rotates every 5 s". */
export const SUBTITLE_ROTATION_MS = 5000;

export interface LoadingScreenViewProps {
  title: string;
  subtitles: string[];
  progressLabel: string;
}

/**
 * The loading state. Only the title is a live region (role="status", polite): the subtitles are
 * flavour text, and announcing each rotation every 5 s would talk over everything else. All
 * subtitles sit in one grid cell, the current one visible, so the box is as tall as the longest
 * and a rotation never shifts the layout.
 */
export function LoadingScreenView({ title, subtitles, progressLabel }: LoadingScreenViewProps) {
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    if (subtitles.length < 2) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % subtitles.length), SUBTITLE_ROTATION_MS);
    return () => clearInterval(timer);
  }, [subtitles.length]);

  return (
    <Box
      sx={{
        minHeight: { xs: 320, md: 420 },
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        px: 2,
        py: 6,
        textAlign: 'center',
        bgcolor: 'background.default',
      }}
    >
      <CircularProgress aria-label={progressLabel} size={56} thickness={4} />
      <Typography role="status" variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {subtitles.length > 0 && (
        <Box sx={{ display: 'grid', maxWidth: 560, '& > *': { gridArea: '1 / 1' } }}>
          {subtitles.map((subtitle, index) => (
            <Typography
              key={`${index}-${subtitle}`}
              color="text.secondary"
              aria-hidden={index !== current}
              sx={{ visibility: index === current ? 'visible' : 'hidden' }}
            >
              {subtitle}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
