import type { PointerEvent } from 'react';

/**
 * Pointer handlers that report a mouse resting over an element. Only a mouse hovers: a tap also
 * sends pointerenter, and must not leave a carousel paused.
 */
export function mouseHoverHandlers(setHovered: (hovered: boolean) => void) {
  return {
    onPointerEnter(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === 'mouse') setHovered(true);
    },
    onPointerLeave(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === 'mouse') setHovered(false);
    },
  };
}
