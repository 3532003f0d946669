'use client';

import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import type { Ref } from 'react';
import type { CarouselLabels } from './carousel-labels';

const focusRing = { '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 } } as const;

export interface CarouselControlsProps {
  count: number;
  index: number;
  pausedByUser: boolean;
  toggleRef: Ref<HTMLButtonElement>;
  onTogglePlay: () => void;
  onStep: (delta: number) => void;
  onShow: (index: number) => void;
  labels: Pick<CarouselLabels, 'controls' | 'play' | 'pause' | 'previous' | 'next' | 'goToSlide'>;
}

/**
 * The autoplay toggle first (WAI-ARIA: a visitor reaches it before anything moves under them),
 * then previous, next and one dot per slide. The dots are 24 px targets around a 12 px mark.
 */
export function CarouselControls({ count, index, pausedByUser, toggleRef, onTogglePlay, onStep, onShow, labels }: CarouselControlsProps) {
  return (
    <Box
      role="group"
      aria-label={labels.controls}
      sx={{ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5, px: 1, py: 0.5, borderRadius: 999, bgcolor: 'background.paper', boxShadow: 2 }}
    >
      <IconButton ref={toggleRef} color="primary" aria-label={pausedByUser ? labels.play : labels.pause} onClick={onTogglePlay} sx={focusRing}>
        {pausedByUser ? <PlayArrowIcon /> : <PauseIcon />}
      </IconButton>
      <IconButton color="primary" aria-label={labels.previous} onClick={() => onStep(-1)} sx={focusRing}>
        <ChevronLeftIcon />
      </IconButton>
      <IconButton color="primary" aria-label={labels.next} onClick={() => onStep(1)} sx={focusRing}>
        <ChevronRightIcon />
      </IconButton>
      <Box sx={{ display: 'flex', alignItems: 'center', pl: 0.5 }}>
        {Array.from({ length: count }, (_, dot) => (
          <ButtonBase
            key={dot}
            aria-label={labels.goToSlide[dot]}
            aria-current={dot === index ? 'true' : undefined}
            onClick={() => onShow(dot)}
            sx={{ width: 24, height: 24, borderRadius: '50%', ...focusRing }}
          >
            <Box
              component="span"
              sx={{ width: 12, height: 12, borderRadius: '50%', border: 2, borderColor: 'primary.main', bgcolor: dot === index ? 'primary.main' : 'transparent' }}
            />
          </ButtonBase>
        ))}
      </Box>
    </Box>
  );
}
