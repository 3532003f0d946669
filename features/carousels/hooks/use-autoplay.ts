import { useEffect, useEffectEvent } from 'react';

export interface AutoplayOptions {
  intervalMs: number;
  playing: boolean;
  onAdvance: () => void;
}

/**
 * Calls `onAdvance` every `intervalMs` while `playing`. A pause stops the timer; playing again
 * starts a full interval, so a slide is never cut short right after the visitor lets go.
 */
export function useAutoplay({ intervalMs, playing, onAdvance }: AutoplayOptions) {
  const advance = useEffectEvent(onAdvance);
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => advance(), intervalMs);
    return () => window.clearInterval(timer);
  }, [playing, intervalMs]);
}
