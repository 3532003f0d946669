import { useReducer } from 'react';
import { carouselReducer, initialCarouselState, isRotating } from '../logic/carousel-state';
import { wrapIndex } from '../logic/slide-index';
import { useAutoplay } from './use-autoplay';
import { useReducedMotionPause } from './use-reduced-motion-pause';

export interface CarouselOptions {
  count: number;
  autoplayMs: number;
}

/**
 * The one state machine behind every rotating carousel: the current slide (wrapping at both
 * ends), autoplay, and what pauses it. Any slide change the visitor makes pauses autoplay until
 * they press play; a mouse over the slides or keyboard focus inside hold it only while they last.
 * With reduced motion the carousel starts paused.
 */
export function useCarousel({ count, autoplayMs }: CarouselOptions) {
  const [state, dispatch] = useReducer(carouselReducer, initialCarouselState);
  const rotating = count > 1 && isRotating(state);
  useReducedMotionPause(() => dispatch({ type: 'pause' }));
  useAutoplay({ intervalMs: autoplayMs, playing: rotating, onAdvance: () => dispatch({ type: 'advance', count }) });

  return {
    index: wrapIndex(state.index, count),
    rotating,
    pausedByUser: state.pausedByUser,
    show: (index: number) => dispatch({ type: 'show', index, count }),
    step: (delta: number) => dispatch({ type: 'step', delta, count }),
    togglePlay: () => dispatch({ type: 'togglePlay' }),
    setHovered: (hovered: boolean) => dispatch({ type: 'hover', hovered }),
    setFocusWithin: (focusWithin: boolean) => dispatch({ type: 'focus', focusWithin }),
  };
}
