import { useReducer } from 'react';
import { useAutoplay } from '../hooks/use-autoplay';
import { useReducedMotionPause } from '../hooks/use-reduced-motion-pause';
import { isRotating } from '../logic/carousel-state';
import { wrapIndex } from '../logic/slide-index';
import { initialTabbedCarouselState, PROGRESS_TICK_MS, tabbedCarouselReducer } from './progress';

/**
 * The tabbed carousel's clock: the active tab's progress ticks every 30 ms while nothing holds it,
 * and a full bar activates the next tab. With reduced motion it starts paused.
 */
export function useTabbedCarousel(count: number) {
  const [state, dispatch] = useReducer(tabbedCarouselReducer, initialTabbedCarouselState);
  const rotating = count > 1 && isRotating(state.carousel);

  useReducedMotionPause(() => dispatch({ type: 'pause' }));
  useAutoplay({ intervalMs: PROGRESS_TICK_MS, playing: rotating, onAdvance: () => dispatch({ type: 'tick', count }) });

  return {
    index: wrapIndex(state.carousel.index, count),
    progress: state.progress,
    rotating,
    pausedByUser: state.carousel.pausedByUser,
    select: (index: number) => dispatch({ type: 'select', index, count }),
    togglePause: () => dispatch({ type: 'togglePause' }),
    setHovered: (hovered: boolean) => dispatch({ type: 'hover', hovered }),
    setFocusWithin: (focusWithin: boolean) => dispatch({ type: 'focus', focusWithin }),
  };
}
