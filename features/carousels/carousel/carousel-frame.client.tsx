'use client';

import Box from '@mui/material/Box';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useCarousel } from '../hooks/use-carousel';
import { useSwipe } from '../hooks/use-swipe';
import type { CarouselLabels } from './carousel-labels';
import { CarouselControls } from './carousel-controls.client';
import { mouseHoverHandlers } from '../hooks/mouse-hover';
import { stackedSlideProps, stackedSlideSx } from '../stacked-slide';

export interface CarouselFrameProps {
  /** The carousel's accessible name. */
  label: string;
  autoplayMs: number;
  /** The slides' content, rendered on the server. */
  slides: ReactNode[];
  /** Under the slides, or over their bottom edge (full-bleed hero slides). */
  controls?: 'below' | 'overlay';
  /** Translated on the server, for at least as many slides as `slides` holds. */
  labels: CarouselLabels;
}

const arrowSteps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1 };

/**
 * The WAI-ARIA carousel shared by the rotating carousels: a region with a localized
 * aria-roledescription, the controls before the slides in reading order (shown under or over
 * them), and slides as labelled groups. All slides stay laid out in one grid cell, so the block
 * keeps the tallest slide's height and nothing shifts when one changes; the hidden ones are
 * invisible, aria-hidden and inert. The slide container is a polite live region only while
 * rotation is stopped, so rotating slides are not read out over the visitor.
 */
export function CarouselFrame({ label, autoplayMs, slides, controls = 'below', labels }: CarouselFrameProps) {
  const count = slides.length;
  const carousel = useCarousel({ count, autoplayMs });
  const swipe = useSwipe(carousel.step);
  const slidesRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const slideRefs = useRef<(HTMLDivElement | null)[]>([]);
  // Set when an arrow key moved the slides from inside a slide: the outgoing one turns inert, so focus follows to the new one.
  const focusFollows = useRef(false);

  useEffect(() => {
    if (!focusFollows.current) return;
    focusFollows.current = false;
    slideRefs.current[carousel.index]?.focus();
  }, [carousel.index]);

  if (count <= 1) {
    return (
      <Box component="section" aria-label={label}>
        {slides[0]}
      </Box>
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const delta = arrowSteps[event.key];
    if (!delta || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    focusFollows.current = slidesRef.current?.contains(event.target as Node) ?? false;
    carousel.step(delta);
  }

  return (
    <Box
      component="section"
      aria-roledescription={labels.roleDescription}
      aria-label={label}
      onKeyDown={onKeyDown}
      // Focus inside holds rotation, except on the toggle itself: pressing play there must play.
      onFocus={(event) => carousel.setFocusWithin(event.target !== toggleRef.current)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) carousel.setFocusWithin(false);
      }}
      sx={{ position: 'relative', display: 'flex', flexDirection: 'column' }}
    >
      <Box
        sx={
          controls === 'overlay'
            ? { order: 2, position: 'absolute', zIndex: 1, bottom: { xs: 12, md: 24 }, left: 0, right: 0, display: 'flex', justifyContent: 'center', px: 2, pointerEvents: 'none', '& > *': { pointerEvents: 'auto' } }
            : { order: 2, display: 'flex', justifyContent: 'center', mt: 2 }
        }
      >
        <CarouselControls
          count={count}
          index={carousel.index}
          pausedByUser={carousel.pausedByUser}
          toggleRef={toggleRef}
          onTogglePlay={carousel.togglePlay}
          onStep={carousel.step}
          onShow={carousel.show}
          labels={labels}
        />
      </Box>
      <Box
        ref={slidesRef}
        aria-live={carousel.rotating ? 'off' : 'polite'}
        {...swipe}
        {...mouseHoverHandlers(carousel.setHovered)}
        sx={{ order: 1, display: 'grid', touchAction: 'pan-y' }}
      >
        {slides.map((slide, position) => {
          const active = position === carousel.index;
          return (
            <Box
              key={position}
              ref={(element: HTMLDivElement | null) => {
                slideRefs.current[position] = element;
              }}
              role="group"
              aria-roledescription={labels.slideRoleDescription}
              aria-label={labels.slideOf[count - 1]?.[position]}
              {...stackedSlideProps(active)}
              sx={{
                ...stackedSlideSx(active),
                // Full-bleed slides touch the viewport edges: their ring goes inside, in gold, to show on any image.
                '&:focus-visible':
                  controls === 'overlay'
                    ? { outline: '4px solid', outlineColor: 'secondary.main', outlineOffset: -4 }
                    : { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              {slide}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
