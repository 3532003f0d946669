import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

// Browsers without matchMedia (and jsdom) cannot tell: they rotate.
const reducedMotionQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : undefined);

function subscribe(onChange: () => void) {
  const query = reducedMotionQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * Pauses a rotation when the visitor's system asks for less motion (known after hydration, and
 * whenever the setting changes): the carousel then moves only when they press play.
 */
export function useReducedMotionPause(pause: () => void) {
  // The server, and hydration, cannot know the setting: they render the rotation as playing.
  const reducedMotion = useSyncExternalStore(subscribe, () => reducedMotionQuery()?.matches ?? false, () => false);
  const pauseRotation = useEffectEvent(pause);
  useEffect(() => {
    if (reducedMotion) pauseRotation();
  }, [reducedMotion]);
}
