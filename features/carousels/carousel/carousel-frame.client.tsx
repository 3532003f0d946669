'use client';

import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '@/components/theme/class-names';
import { useCarousel } from '../hooks/use-carousel';
import { useSwipe } from '../hooks/use-swipe';
import type { CarouselLabels } from './carousel-labels';
import { CarouselControls } from './carousel-controls.client';
import { mouseHoverHandlers } from '../hooks/mouse-hover';
import { stackedSlideProps } from '../stacked-slide';
import styles from './carousel.module.css';

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

  if (count <= 1) return <section aria-label={label}>{slides[0]}</section>;

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const delta = arrowSteps[event.key];
    if (!delta || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    focusFollows.current = slidesRef.current?.contains(event.target as Node) ?? false;
    carousel.step(delta);
  }

  return (
    <section
      aria-roledescription={labels.roleDescription}
      aria-label={label}
      onKeyDown={onKeyDown}
      // Focus inside holds rotation, except on the toggle itself: pressing play there must play.
      onFocus={(event) => carousel.setFocusWithin(event.target !== toggleRef.current)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) carousel.setFocusWithin(false);
      }}
      className={styles.frame}
    >
      <div className={controls === 'overlay' ? styles.controlsOverlay : styles.controlsBelow}>
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
      </div>
      <div ref={slidesRef} aria-live={carousel.rotating ? 'off' : 'polite'} {...swipe} {...mouseHoverHandlers(carousel.setHovered)} className={styles.slides}>
        {slides.map((slide, position) => {
          const { className, ...stacked } = stackedSlideProps(position === carousel.index);
          return (
            <div
              key={position}
              ref={(element) => {
                slideRefs.current[position] = element;
              }}
              role="group"
              aria-roledescription={labels.slideRoleDescription}
              aria-label={labels.slideOf[count - 1]?.[position]}
              {...stacked}
              // Full-bleed slides touch the viewport edges: their ring goes inside, in gold, to show on any image.
              className={cx(className, controls === 'overlay' ? styles.slideOverlay : styles.slideBelow)}
            >
              {slide}
            </div>
          );
        })}
      </div>
    </section>
  );
}
