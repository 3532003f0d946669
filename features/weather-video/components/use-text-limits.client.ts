'use client';
import { useSyncExternalStore } from 'react';
import { DESKTOP_MIN, NARROW_PHONE_MAX, TABLET_MIN, descriptionLimit, titleLimit } from '../logic/truncate';

/** The breakpoints at which a limit changes: the component re-renders only when one is crossed. */
const QUERIES = [`(min-width: ${NARROW_PHONE_MAX + 1}px)`, `(min-width: ${TABLET_MIN}px)`, `(min-width: ${DESKTOP_MIN}px)`];

function subscribe(onChange: () => void): () => void {
  const lists = QUERIES.map((query) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

/** A width standing for the band the viewport is in (the limits only differ between bands). */
function bandWidth(): number {
  const [phone, tablet, desktop] = QUERIES.map((query) => window.matchMedia(query).matches);
  if (desktop) return DESKTOP_MIN;
  if (tablet) return TABLET_MIN;
  return phone ? TABLET_MIN - 1 : NARROW_PHONE_MAX;
}

/** The title and description lengths for the viewport (spec §9); the desktop's on the server. */
export function useTextLimits(): { title: number; description: number } {
  const width = useSyncExternalStore(subscribe, bandWidth, () => DESKTOP_MIN);
  return { title: titleLimit(width), description: descriptionLimit(width) };
}
