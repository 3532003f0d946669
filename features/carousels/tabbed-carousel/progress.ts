import { carouselReducer, initialCarouselState, isRotating, type CarouselState } from '../logic/carousel-state';

/** Spec: "tab progress ticks every 30 ms over 6000 ms", so each tick adds 0.5 and a tab lasts 200 ticks. */
export const PROGRESS_TICK_MS = 30;
export const PROGRESS_DURATION_MS = 6000;
export const PROGRESS_STEP = (100 * PROGRESS_TICK_MS) / PROGRESS_DURATION_MS;
export const PROGRESS_FULL = 100;

/**
 * The tabbed carousel: the shared carousel state (active tab, the visitor's pause, hover and
 * focus holds) plus how far the active tab's progress bar has filled, 0..100.
 */
export interface TabbedCarouselState {
  carousel: CarouselState;
  progress: number;
}

export type TabbedCarouselAction =
  /** The 30 ms timer fired. */
  | { type: 'tick'; count: number }
  /** The visitor chose a tab (click, Enter/Space, arrow keys, Home/End). */
  | { type: 'select'; index: number; count: number }
  | { type: 'togglePause' }
  /** Paused without a click: the visitor asked the system for reduced motion. */
  | { type: 'pause' }
  | { type: 'hover'; hovered: boolean }
  | { type: 'focus'; focusWithin: boolean };

export const initialTabbedCarouselState: TabbedCarouselState = { carousel: initialCarouselState, progress: 0 };

export function tabbedCarouselReducer(state: TabbedCarouselState, action: TabbedCarouselAction): TabbedCarouselState {
  switch (action.type) {
    case 'tick': {
      // A tick that raced a pause must not move the bar.
      if (!isRotating(state.carousel)) return state;
      const progress = state.progress + PROGRESS_STEP;
      if (progress < PROGRESS_FULL) return { ...state, progress };
      // Full: the next tab (after the last, the first) becomes active and its bar starts empty.
      return { carousel: carouselReducer(state.carousel, { type: 'advance', count: action.count }), progress: 0 };
    }
    case 'select': {
      const carousel = carouselReducer(state.carousel, { type: 'show', index: action.index, count: action.count });
      // A new tab starts from an empty bar; choosing the tab already shown keeps its progress for resume.
      return { carousel, progress: carousel.index === state.carousel.index ? state.progress : 0 };
    }
    case 'togglePause':
      return { ...state, carousel: carouselReducer(state.carousel, { type: 'togglePlay' }) };
    case 'pause':
    case 'hover':
    case 'focus': {
      const carousel = carouselReducer(state.carousel, action);
      return carousel === state.carousel ? state : { ...state, carousel };
    }
  }
}
