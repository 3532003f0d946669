import { stepIndex, wrapIndex } from './slide-index';

/**
 * The state of a rotating carousel. Rotation runs only while nothing holds it: the visitor's own
 * pause (the toggle, or any slide change they make), a mouse over the slides, keyboard focus inside.
 * Hover and focus hold it only while they last; the visitor's pause lasts until they press play.
 */
export interface CarouselState {
  index: number;
  pausedByUser: boolean;
  hovered: boolean;
  focusWithin: boolean;
}

export type CarouselAction =
  /** The visitor picks a slide (a dot). */
  | { type: 'show'; index: number; count: number }
  /** The visitor steps (previous/next button, arrow key, swipe). */
  | { type: 'step'; delta: number; count: number }
  /** The autoplay timer fired. */
  | { type: 'advance'; count: number }
  | { type: 'togglePlay' }
  /** Paused without a click: the visitor asked the system for reduced motion. */
  | { type: 'pause' }
  | { type: 'hover'; hovered: boolean }
  | { type: 'focus'; focusWithin: boolean };

export const initialCarouselState: CarouselState = { index: 0, pausedByUser: false, hovered: false, focusWithin: false };

export function isRotating(state: CarouselState): boolean {
  return !state.pausedByUser && !state.hovered && !state.focusWithin;
}

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case 'show':
      return { ...state, index: wrapIndex(action.index, action.count), pausedByUser: true };
    case 'step':
      return { ...state, index: stepIndex(state.index, action.delta, action.count), pausedByUser: true };
    case 'advance':
      // A tick that raced a pause (hover began in the same frame) must not move the slide.
      return isRotating(state) ? { ...state, index: stepIndex(state.index, 1, action.count) } : state;
    case 'togglePlay':
      return { ...state, pausedByUser: !state.pausedByUser };
    case 'pause':
      return state.pausedByUser ? state : { ...state, pausedByUser: true };
    case 'hover':
      return state.hovered === action.hovered ? state : { ...state, hovered: action.hovered };
    case 'focus':
      return state.focusWithin === action.focusWithin ? state : { ...state, focusWithin: action.focusWithin };
  }
}
