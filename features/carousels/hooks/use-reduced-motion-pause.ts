import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useEffectEvent } from 'react';

/**
 * Pauses a rotation when the visitor's system asks for less motion (known after hydration, and
 * whenever the setting changes): the carousel then moves only when they press play.
 */
export function useReducedMotionPause(pause: () => void) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const pauseRotation = useEffectEvent(pause);
  useEffect(() => {
    if (reducedMotion) pauseRotation();
  }, [reducedMotion]);
}
