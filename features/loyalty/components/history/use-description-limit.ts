import { useSyncExternalStore } from 'react';
import { HISTORY_DESCRIPTION_LIMITS, NARROW_VIEWPORT_MAX_WIDTH } from '../../logic/truncation';

/** The viewports where a row's description gets the longer cut (logic/truncation: from 540 px). */
const WIDE_VIEWPORT = `(min-width: ${NARROW_VIEWPORT_MAX_WIDTH}px)`;

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE_VIEWPORT);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const limitNow = () => (window.matchMedia(WIDE_VIEWPORT).matches ? HISTORY_DESCRIPTION_LIMITS.wide : HISTORY_DESCRIPTION_LIMITS.narrow);

/**
 * How many characters of a row's description to show: 20 under 540 px wide, 40 from there,
 * following the viewport as it changes. Null while the viewport is unknown (the server's HTML and
 * hydration): the row then carries both cuts and CSS shows the right one, so nothing moves when
 * the browser takes over.
 */
export const useDescriptionLimit = (): number | null => useSyncExternalStore(subscribe, limitNow, () => null);
