'use client';

import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { wrapIndex } from '../logic/slide-index';
import { stackedSlideProps, stackedSlideSx } from '../stacked-slide';
import { useTabbedCarousel } from './use-tabbed-carousel';
import { mouseHoverHandlers } from '../hooks/mouse-hover';

const focusRing = { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 } as const;

/** Localized labels, translated on the server so the browser ships no message catalogue. */
export interface TabbedCarouselLabels {
  roleDescription: string;
  slideRoleDescription: string;
  tabs: string;
  progress: string;
  pause: string;
  resume: string;
}

export interface TabbedCarouselFrameProps {
  /** The block's h2; it names the carousel when set. */
  heading?: string;
  /** The carousel's accessible name when there is no heading. */
  label: string;
  /** One label per tab. */
  tabs: string[];
  /** One "n of m" label per panel. */
  slideLabels: string[];
  /** The panels' content, rendered on the server. */
  panels: ReactNode[];
  labels: TabbedCarouselLabels;
}

/** Where a key moves focus in the tab list: arrows wrap around, Home and End go to the ends. */
function tabForKey(key: string, position: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowLeft':
      return wrapIndex(position - 1, count);
    case 'ArrowRight':
      return wrapIndex(position + 1, count);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * The WAI-ARIA tabbed carousel: a region with a localized aria-roledescription, the pause/resume
 * button first, then a tab list whose tabs show their label and the active tab's progress, then
 * the tab panels (slides labelled "n of m"). Tabs use a roving tabindex and activate on arrow
 * keys, Home/End (automatic activation, as the panels are already rendered), click, Enter and
 * Space. Choosing a tab pauses rotation until the visitor resumes. All panels share one grid cell,
 * so the block keeps the tallest panel's height and nothing shifts when the tab changes.
 */
export function TabbedCarouselFrame({ heading, label, tabs, slideLabels, panels, labels }: TabbedCarouselFrameProps) {
  const count = panels.length;
  const carousel = useTabbedCarousel(count);
  const id = useId();
  const headingId = `${id}-heading`;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const name = heading ? { 'aria-labelledby': headingId } : { 'aria-label': label };
  const headingElement = heading && (
    <Typography id={headingId} variant="h2" sx={{ fontSize: { xs: '1.625rem', md: '2rem' }, mb: 2 }}>
      {heading}
    </Typography>
  );

  if (count <= 1) {
    return (
      <Box component="section" {...name}>
        {headingElement}
        {panels[0]}
      </Box>
    );
  }

  function onTabKeyDown(event: KeyboardEvent<HTMLElement>, position: number) {
    const target = tabForKey(event.key, position, count);
    if (target === undefined || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    carousel.select(target);
    tabRefs.current[target]?.focus();
  }

  return (
    <Box
      component="section"
      aria-roledescription={labels.roleDescription}
      {...name}
      // Focus inside holds rotation, except on the toggle itself: pressing resume there must resume.
      onFocus={(event) => carousel.setFocusWithin(event.target !== toggleRef.current)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) carousel.setFocusWithin(false);
      }}
      {...mouseHoverHandlers(carousel.setHovered)}
    >
      {headingElement}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <IconButton
          ref={toggleRef}
          color="primary"
          aria-label={carousel.pausedByUser ? labels.resume : labels.pause}
          onClick={carousel.togglePause}
          sx={{ flexShrink: 0, border: 1, borderColor: 'divider', '&.Mui-focusVisible': focusRing }}
        >
          {carousel.pausedByUser ? <PlayArrowIcon /> : <PauseIcon />}
        </IconButton>
        <Box role="tablist" aria-label={labels.tabs} sx={{ display: 'flex', gap: 1, flex: 1, minWidth: 0, overflowX: 'auto', p: 0.5 }}>
          {tabs.map((tab, position) => {
            const selected = position === carousel.index;
            return (
              <ButtonBase
                key={position}
                ref={(element: HTMLButtonElement | null) => {
                  tabRefs.current[position] = element;
                }}
                role="tab"
                id={`${id}-tab-${position}`}
                // Named by its label alone: the progress bar's own name must not join the tab's.
                aria-labelledby={`${id}-tab-${position}-label`}
                aria-selected={selected}
                aria-controls={`${id}-panel-${position}`}
                tabIndex={selected ? 0 : -1}
                onClick={() => carousel.select(position)}
                onKeyDown={(event) => onTabKeyDown(event, position)}
                sx={{
                  flex: '1 0 9rem',
                  flexDirection: 'column',
                  alignItems: 'stretch',
                  gap: 1,
                  px: 1.5,
                  pt: 1.25,
                  pb: 1,
                  borderRadius: 1,
                  textAlign: 'left',
                  fontSize: '1rem',
                  fontWeight: selected ? 700 : 500,
                  color: selected ? 'primary.dark' : 'text.secondary',
                  '&:hover': { bgcolor: 'action.hover' },
                  '&.Mui-focusVisible': focusRing,
                }}
              >
                <span id={`${id}-tab-${position}-label`}>{tab}</span>
                <LinearProgress
                  variant="determinate"
                  value={selected ? carousel.progress : 0}
                  aria-label={labels.progress}
                  sx={{
                    height: 4,
                    borderRadius: 2,
                    bgcolor: 'divider',
                    // The value changes every 30 ms: an eased transition would lag behind and rewind visibly at 0.
                    '& .MuiLinearProgress-bar': { transition: 'none', borderRadius: 2 },
                  }}
                />
              </ButtonBase>
            );
          })}
        </Box>
      </Box>
      <Box aria-live={carousel.rotating ? 'off' : 'polite'} sx={{ display: 'grid' }}>
        {panels.map((panel, position) => {
          const active = position === carousel.index;
          return (
            <Box
              key={position}
              role="tabpanel"
              id={`${id}-panel-${position}`}
              aria-roledescription={labels.slideRoleDescription}
              aria-label={slideLabels[position]}
              {...stackedSlideProps(active)}
              sx={{
                ...stackedSlideSx(active),
                borderRadius: 3,
                '&:focus-visible': focusRing,
              }}
            >
              {panel}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
