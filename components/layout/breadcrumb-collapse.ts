/** On mobile a trail longer than this shows only its last crumbs, behind a '...' button. */
export const MOBILE_VISIBLE_CRUMBS = 3;
/**
 * On desktop a trail collapses when it has more crumbs than this (the spec's "on overflow",
 * decided by count: no measuring, so the server renders the final layout and nothing shifts).
 */
export const DESKTOP_MAX_CRUMBS = 5;

export type BreadcrumbViewport = 'mobile' | 'desktop';

/** A trail split for display: `leading`, then a '...' standing for `hidden` (when any), then `trailing`. */
export interface CollapsedTrail<T> {
  leading: T[];
  hidden: T[];
  trailing: T[];
}

/**
 * Which crumbs show and which fold into the '...' popover. 1-3 crumbs never collapse. On mobile,
 * more than 3 show the last 3; on desktop, more than 5 keep the first (home) and the last 3.
 */
export function collapseTrail<T>(trail: readonly T[], viewport: BreadcrumbViewport): CollapsedTrail<T> {
  const limit = viewport === 'mobile' ? MOBILE_VISIBLE_CRUMBS : DESKTOP_MAX_CRUMBS;
  if (trail.length <= limit) return { leading: [...trail], hidden: [], trailing: [] };
  const keepFirst = viewport === 'desktop' ? 1 : 0;
  const trailingFrom = trail.length - MOBILE_VISIBLE_CRUMBS;
  return { leading: trail.slice(0, keepFirst), hidden: trail.slice(keepFirst, trailingFrom), trailing: trail.slice(trailingFrom) };
}
