import { useRef, type DragEvent, type MouseEvent, type PointerEvent } from 'react';
import { isDrag, swipeStep } from '../logic/swipe';

interface Gesture {
  pointerId: number;
  startX: number;
  dragged: boolean;
}

/**
 * Pointer handlers (mouse, pen and touch alike) for the slides area: a horizontal move of 50 px
 * or more calls `onSwipe` with the step; a move above 2 px is a drag, and the click that ends a
 * drag is swallowed so it does not follow a link inside the slide. The element needs
 * `touch-action: pan-y` so the browser keeps vertical scrolling and hands us horizontal moves.
 */
export function useSwipe(onSwipe: (step: 1 | -1) => void) {
  const gesture = useRef<Gesture | null>(null);
  const swallowClick = useRef(false);

  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      gesture.current = { pointerId: event.pointerId, startX: event.clientX, dragged: false };
      // A touch swipe ends without a click; its flag must not swallow the next tap.
      swallowClick.current = false;
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = gesture.current;
      if (!current || current.pointerId !== event.pointerId || current.dragged) return;
      if (isDrag(event.clientX - current.startX)) {
        current.dragged = true;
        // Captured only once it is a drag: capturing on press would retarget a plain click away from its link.
        event.currentTarget.setPointerCapture?.(event.pointerId);
      }
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const current = gesture.current;
      if (!current || current.pointerId !== event.pointerId) return;
      gesture.current = null;
      const dx = event.clientX - current.startX;
      swallowClick.current = current.dragged || isDrag(dx);
      const step = swipeStep(dx);
      if (step !== 0) onSwipe(step);
    },
    onPointerCancel() {
      gesture.current = null;
    },
    onClickCapture(event: MouseEvent<HTMLElement>) {
      if (!swallowClick.current) return;
      swallowClick.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    // The browser's own drag of an image or a link would cancel the pointer mid-swipe.
    onDragStart(event: DragEvent<HTMLElement>) {
      event.preventDefault();
    },
  };
}
